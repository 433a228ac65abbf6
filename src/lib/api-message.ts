/** Message shown when the server cannot be reached; the screens translate it through their label sets. */
export const NETWORK_ERROR = 'Não foi possível falar com o servidor. Verifique sua conexão e tente novamente.';

/** The message chain of the spec: data.message, else data.error.message, else the raw data. */
export function messageOf(data: unknown, fallback: string): string {
  if (data && typeof data === 'object') {
    const record = data as { message?: unknown; error?: { message?: unknown } };
    if (typeof record.message === 'string' && record.message) return record.message;
    if (typeof record.error?.message === 'string' && record.error.message) return record.error.message;
    return JSON.stringify(data);
  }
  return typeof data === 'string' && data ? data : fallback;
}
