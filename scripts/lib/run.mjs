/** Running child commands from the repository scripts. */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Absolute path of the repository root (no trailing slash). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/[\\/]$/, '');

/** `npx`/`npm` are `.cmd` shims on Windows and need a shell there. */
const SHELL = process.platform === 'win32';

/**
 * Runs a command in the repository root with inherited stdio and resolves with its exit
 * code (1 when it could not be started or was killed by a signal). Never rejects.
 *
 * @param {string} command
 * @param {readonly string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, { env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: REPO_ROOT,
      stdio: 'inherit',
      env: env ? { ...process.env, ...env } : process.env,
      shell: SHELL,
    });
    child.once('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('close', (code) => resolve(code ?? 1));
  });
}
