/** Field name -> messages, as answered with status 422. */
export type FieldErrors = Record<string, string[]>;

/** An expected failure with the HTTP status and the Portuguese message the client sees. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** More of the answer's body beside `message` and `errors` (e.g. the short lines of an order). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400: the request could not be read. */
export const badRequest = (message = 'Requisição inválida.') => new HttpError(400, message);
/** 401: no session or an invalid one. */
export const unauthorized = (message = 'Sessão inválida ou expirada. Entre novamente.') => new HttpError(401, message);
/** 403: logged in, but the role may not do this. */
export const forbidden = (message = 'Você não tem permissão para esta ação.') => new HttpError(403, message);
/** 404: nothing with that id. */
export const notFound = (message = 'Registro não encontrado.') => new HttpError(404, message);
/** 409: conflicts with the current state. */
export const conflict = (message: string) => new HttpError(409, message);
/** 422: invalid fields, with a message per field. */
export const invalid = (errors: FieldErrors, message = 'Verifique os campos destacados.') =>
  new HttpError(422, message, errors);
