import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from '../../src/conta/form/lazy-schema';

// A form's rules loaded beside it (src/conta/form/lazy-schema.ts).

describe('a lazily loaded schema', () => {
  it('is null until loaded, then the same one, loaded once', async () => {
    const schema = { safeParse: () => ({ success: true }) };
    const load = vi.fn(async () => schema);
    const rules = lazySchema(load);
    expect(rules.current()).toBeNull();
    const [a, b] = await Promise.all([rules.load(), rules.load()]);
    expect(a).toBe(schema);
    expect(b).toBe(schema);
    expect(rules.current()).toBe(schema);
    await rules.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is asked for again after a failed load', async () => {
    const schema = { ok: true };
    const load = vi.fn().mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module')).mockResolvedValueOnce(schema);
    const rules = lazySchema(load);
    await expect(rules.load()).rejects.toThrow(/dynamically imported/);
    expect(rules.current()).toBeNull();
    await expect(rules.load()).resolves.toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
