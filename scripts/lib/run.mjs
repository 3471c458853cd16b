/** Running child commands from the repository scripts. */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (no trailing slash). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

/** `npx`/`npm` are `.cmd` shims on Windows and need a shell there. */
const SHELL = process.platform === 'win32';

/**
 * Runs a command in the repository root and resolves with its exit code (1 when it could
 * not be started or was killed by a signal). Never rejects.
 *
 * Its output goes to this process's own (inherited), or, with `logFile`, into that file
 * (so commands running side by side do not mix their lines; the caller prints the file
 * when the command is done), or, with `onLine`, line by line to that function.
 *
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, logFile?: string, onLine?: (line: string) => void, onSpawn?: (pid: number | undefined) => void }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { env, logFile, onLine, onSpawn } = {}) {
  return new Promise((resolve) => {
    const piped = logFile !== undefined || onLine !== undefined;
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: env ? { ...process.env, ...env } : process.env,
      shell: SHELL,
    });
    onSpawn?.(child.pid);
    /** @type {Promise<void>} */
    let flushed = Promise.resolve();
    if (piped) {
      const file = logFile === undefined ? null : createWriteStream(logFile);
      let pending = '';
      /** @param {Buffer} chunk */
      const take = (chunk) => {
        file?.write(chunk);
        if (!onLine) return;
        pending += chunk.toString('utf8');
        let newline;
        while ((newline = pending.indexOf('\n')) >= 0) {
          onLine(pending.slice(0, newline));
          pending = pending.slice(newline + 1);
        }
      };
      child.stdout?.on('data', take);
      child.stderr?.on('data', take);
      flushed = new Promise((done) => {
        child.once('close', () => {
          if (onLine && pending !== '') onLine(pending);
          if (file) file.end(() => done());
          else done();
        });
      });
    }
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('close', (code) => {
      void flushed.then(() => resolve(code ?? 1));
    });
  });
}
