import { describe, expect, it } from 'vitest';
import { failureMessage, fieldErrorsOf, parseBody } from '../../src/client/light-fetch';
import { describedBy, fieldView, firstServerErrors } from '../../src/client/light-form';

describe('fieldView', () => {
  const errors = { email: 'O campo E-mail é obrigatório.' };
  const warnings = { password_confirmation: 'As senhas digitadas não conferem' };

  it.each<[string, Parameters<typeof fieldView>[1], string, ReturnType<typeof fieldView>]>([
    ['hides an error until the field is touched', { errors, serverErrors: {}, touched: new Set() }, 'email', { message: '', invalid: false }],
    ['shows the first error once touched', { errors, serverErrors: {}, touched: new Set(['email']) }, 'email', { message: errors.email, invalid: true }],
    [
      "shows the server's error before the field is touched",
      { errors: {}, serverErrors: { email: 'Recusado.' }, touched: new Set() },
      'email',
      { message: 'Recusado.', invalid: true },
    ],
    [
      "puts the server's error before the field's own",
      { errors, serverErrors: { email: 'Recusado.' }, touched: new Set(['email']) },
      'email',
      { message: 'Recusado.', invalid: true },
    ],
    [
      'shows a warning without making the field invalid',
      { errors: {}, warnings, serverErrors: {}, touched: new Set() },
      'password_confirmation',
      { message: warnings.password_confirmation, invalid: false },
    ],
    [
      'puts an error before a warning',
      { errors: { password_confirmation: 'O campo Confirmação de senha é obrigatório.' }, warnings, serverErrors: {}, touched: new Set(['password_confirmation']) },
      'password_confirmation',
      { message: 'O campo Confirmação de senha é obrigatório.', invalid: true },
    ],
  ])('%s', (_, state, name, view) => {
    expect(fieldView(name, state)).toEqual(view);
  });
});

describe('firstServerErrors', () => {
  it('keeps the first message of the fields the form has', () => {
    expect(firstServerErrors({ email: ['Primeiro.', 'Segundo.'], city: ['Outro campo.'], password: [] }, ['email', 'password'])).toEqual({
      email: 'Primeiro.',
    });
  });

  it('answers nothing without errors', () => {
    expect(firstServerErrors(undefined, ['email'])).toEqual({});
  });
});

describe('describedBy', () => {
  it.each([
    ['cpf-hint', 'cpf-message', 'cpf-hint cpf-message'],
    ['cpf-hint', null, 'cpf-hint'],
    [null, 'email-message', 'email-message'],
    [null, null, null],
  ])('joins hint %s and message %s', (hint, message, expected) => {
    expect(describedBy(hint, message)).toBe(expected);
  });
});

describe('answers of the API', () => {
  it('parses JSON, keeps other text as it came and reads an empty body as null', () => {
    expect(parseBody('{"message":"x"}')).toEqual({ message: 'x' });
    expect(parseBody('<!doctype html>')).toBe('<!doctype html>');
    expect(parseBody('')).toBeNull();
  });

  it.each<[string, unknown, 'api' | 'status', string]>([
    ['the message of a JSON body', { message: 'Dados inválidos.' }, 'api', 'Dados inválidos.'],
    ['error.message when there is no message', { error: { message: 'Falhou.' } }, 'api', 'Falhou.'],
    ['the JSON itself without either (the API client rule)', { detail: 'x' }, 'api', '{"detail":"x"}'],
    ['an HTML page as it came (the API client rule)', '<p>Erro</p>', 'api', '<p>Erro</p>'],
    ['the status line for an empty body', null, 'api', '502 Bad Gateway'],
    ['the message of a JSON body (the status rule)', { message: 'Dados inválidos.' }, 'status', 'Dados inválidos.'],
    ['the status line for an HTML page (the status rule)', '<p>Erro</p>', 'status', '502 Bad Gateway'],
    ['the status line for JSON without a message (the status rule)', { detail: 'x' }, 'status', '502 Bad Gateway'],
  ])('a failure shows %s', (_, data, rule, expected) => {
    expect(failureMessage(data, 502, 'Bad Gateway', rule)).toBe(expected);
  });

  it('reads the field errors of a 422 body only', () => {
    expect(fieldErrorsOf({ message: 'x', errors: { email: ['Recusado.'] } })).toEqual({ email: ['Recusado.'] });
    expect(fieldErrorsOf('<p>Erro</p>')).toBeUndefined();
    expect(fieldErrorsOf({ message: 'x' })).toBeUndefined();
  });
});
