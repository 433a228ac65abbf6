import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { strayRejectionListener } from '../../src/server/db/stray-rejections';

// postgres.js 3.4.9 leaves the rejection of a failed array-types read unhandled (porsager/postgres#1192, #1205,
// #1223): without the guard it ends the Node process serving the requests. Each case runs in a process of its own.
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'tests/helpers/scripts/stray-rejection.ts', ...args], {
    env: { ...process.env },
    encoding: 'utf8',
    timeout: 20_000,
  });

describe('a database failure no query awaited', () => {
  it('ends an unguarded process (the driver bug reproduced), and a guarded one goes on, the failure logged', () => {
    const unguarded = run('--unguarded');
    expect(unguarded.status).not.toBe(0);
    expect(unguarded.stderr).toContain('57014');

    const guarded = run();
    expect(guarded.stdout).toContain('query failed 57014; process alive');
    expect(guarded.stderr).toContain('[db] a database failure no query awaited (57014): logged, the process goes on');
    expect(guarded.status).toBe(0);
  });

  it('lets any other unhandled rejection end the process, unless another listener takes it', () => {
    const alone = strayRejectionListener({ listenerCount: () => 1 });
    expect(() => alone(new Error('a bug'))).toThrow('a bug');
    expect(() => alone(Object.assign(new Error('syntax'), { code: '42601' }))).toThrow('syntax');
    expect(() => strayRejectionListener({ listenerCount: () => 2 })(new Error('a bug'))).not.toThrow();
  });
});
