// The account forms (login, registration, password pages) and the first-run set-up: one part each.
import { bindForgotPasswordForm } from '../forgot-password-form';
import { bindLoginForm } from '../login-form';
import { bindRegisterForm } from '../register-form';
import { bindResetPasswordForm } from '../reset-password-form';
import { bindSetupForm } from '../setup-form';
import type { Part } from './start';

export const ACCOUNT_PARTS: Part[] = [
  () => document.querySelectorAll<HTMLFormElement>('form[data-login-form]').forEach(bindLoginForm),
  () => document.querySelectorAll<HTMLFormElement>('form[data-register-form]').forEach(bindRegisterForm),
  () => document.querySelectorAll<HTMLFormElement>('form[data-forgot-form]').forEach(bindForgotPasswordForm),
  () => document.querySelectorAll<HTMLElement>('[data-reset-password]').forEach(bindResetPasswordForm),
  () => document.querySelectorAll<HTMLElement>('[data-setup]').forEach(bindSetupForm),
];
