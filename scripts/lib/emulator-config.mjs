/**
 * The emulators' own firebase.json. The deployed firebase.json has a Content-Security-Policy
 * for the real site only; the local app also talks to the emulators on 127.0.0.1 (Auth,
 * Firestore, Functions, Storage photos), which only the emulator's copy allows. Every
 * emulator run (`npm start`, `npm test`, the bench) goes through `emulatorsExec`, which
 * writes this copy next to firebase.json (so its relative paths hold) and passes it with
 * `--config`. It is generated, never edited: firebase.json stays the one source.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './run.mjs';

/** The file the emulators run with (gitignored). */
export const EMULATOR_CONFIG_FILE = 'firebase.emulators.json';

/** The origins the local app reaches besides its own: every emulator on the loopback. */
export const EMULATOR_ORIGINS = 'http://127.0.0.1:*';

/** CSP directives the local app needs the emulator origins in. */
const EMULATOR_DIRECTIVES = ['img-src', 'connect-src'];

/**
 * The CSP with the emulator origins added to `img-src` and `connect-src`.
 *
 * @param {string} csp
 * @returns {string}
 */
export function emulatorCsp(csp) {
  return csp
    .split(';')
    .map((part) => {
      const directive = part.trim();
      const name = directive.split(/\s+/)[0] ?? '';
      return EMULATOR_DIRECTIVES.includes(name) && !directive.includes(EMULATOR_ORIGINS)
        ? `${directive} ${EMULATOR_ORIGINS}`
        : directive;
    })
    .join('; ');
}

/**
 * firebase.json as the emulators use it: the same, with the emulator origins in the CSP.
 *
 * @param {any} config the parsed firebase.json
 * @returns {any}
 */
export function emulatorFirebaseConfig(config) {
  const copy = structuredClone(config);
  for (const block of copy.hosting?.headers ?? []) {
    for (const header of block.headers ?? []) {
      if (header.key === 'Content-Security-Policy') header.value = emulatorCsp(header.value);
    }
  }
  return copy;
}

/**
 * Writes the emulators' config from firebase.json and returns its absolute path.
 *
 * @returns {string}
 */
export function writeEmulatorConfig() {
  const config = JSON.parse(readFileSync(path.join(REPO_ROOT, 'firebase.json'), 'utf8'));
  const file = path.join(REPO_ROOT, EMULATOR_CONFIG_FILE);
  writeFileSync(file, `${JSON.stringify(emulatorFirebaseConfig(config), null, 2)}\n`);
  return file;
}
