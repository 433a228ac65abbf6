import { afterEach, describe, expect, it, vi } from 'vitest';

// src/client/lazy-toast.ts: react-hot-toast is imported on the first toast; every toast arrives, in order, as
// react-hot-toast's own call; a failed import is tried again by the next toast.
describe('the lazy toast', () => {
  afterEach(() => {
    vi.doUnmock('react-hot-toast');
    vi.resetModules();
  });

  it("passes each kind of toast to react-hot-toast's, once the library has loaded", async () => {
    const calls: string[] = [];
    const library = Object.assign((message: string) => calls.push(`blank ${message}`), {
      success: (message: string) => calls.push(`success ${message}`),
      error: (message: string) => calls.push(`error ${message}`),
    });
    vi.doMock('react-hot-toast', () => ({ default: library }));
    vi.resetModules();
    const { default: toast } = await import('../../src/client/lazy-toast');

    toast.success('Salvo!');
    toast.error('Falhou.');
    toast('Aviso');
    expect(calls).toEqual([]);
    await vi.waitFor(() => expect(calls).toEqual(['success Salvo!', 'error Falhou.', 'blank Aviso']));
  });

  it('tries the import again on the next toast after a failed one', async () => {
    const shown: string[] = [];
    let attempts = 0;
    vi.doMock('react-hot-toast', () => {
      attempts += 1;
      if (attempts === 1) throw new Error('a rede caiu');
      return { default: Object.assign(() => {}, { success: (message: string) => shown.push(message), error: () => {} }) };
    });
    vi.resetModules();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { default: toast } = await import('../../src/client/lazy-toast');

    toast.success('primeiro');
    await vi.waitFor(() => expect(errors).toHaveBeenCalledWith('[toast]', expect.any(Error)));
    toast.success('segundo');
    await vi.waitFor(() => expect(shown).toEqual(['segundo']));
    expect(attempts).toBe(2);
    errors.mockRestore();
  });
});
