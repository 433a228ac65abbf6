import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';

/** A project binary from node_modules/.bin (so it runs on the pinned Node, as npm scripts do). */
export const bin = (name: string): string => path.resolve('node_modules/.bin', name);

/** A running child process: its exit code once it ends, and a way to end it. */
export type Child = { exited: Promise<number>; stop: (signal?: NodeJS.Signals) => void };

/**
 * Starts a command with inherited stdio and extra environment, forwarding SIGINT and SIGTERM to it; `exited`
 * resolves with its exit code (128 + the signal number when a signal ended it).
 */
export function startChild(command: string, args: string[], env: Record<string, string>): Child {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const stop = (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  const exited = new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
  return { exited, stop };
}

/** Runs a command to its end (see startChild) and resolves with its exit code. */
export const runChild = (command: string, args: string[], env: Record<string, string>): Promise<number> =>
  startChild(command, args, env).exited;
