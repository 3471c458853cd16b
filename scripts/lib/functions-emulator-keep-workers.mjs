/**
 * Loaded with `node --import` into the `firebase emulators:exec` of `npm test` only
 * (scripts/test.mjs), never into `npm start` or a deploy.
 *
 * The functions integration tests empty the emulators before each file with the hub's
 * `disableBackgroundTriggers` (which waits until every trigger execution under way has
 * finished) and `enableBackgroundTriggers`. firebase-tools 14 answers the second with a
 * full reload: it runs the functions' discovery again and kills every idle worker
 * process, so each file starts a fresh Node process for each function it touches (about
 * twenty, each loading the whole functions bundle): most of the suite's time on a
 * two-core machine. Within one test run the functions' code never changes (it is built
 * before the emulators start), so re-enabling here only turns the disabled triggers back
 * on, as they were, and keeps the workers. The wait for running executions (the part the
 * tests rely on) is firebase-tools' own, unchanged.
 *
 * When firebase-tools no longer has the methods this replaces, it says so once and
 * changes nothing (the tests stay correct, only slower).
 */
import { createRequire } from 'node:module';

// firebase-tools is CommonJS: load its module through the same cache it will use.
const loadCommonJs = createRequire(import.meta.url);

try {
  const { FunctionsEmulator } = loadCommonJs('firebase-tools/lib/emulator/functionsEmulator.js');
  const proto = FunctionsEmulator && FunctionsEmulator.prototype;
  if (
    !proto ||
    typeof proto.reloadTriggers !== 'function' ||
    typeof proto.disableBackgroundTriggers !== 'function'
  ) {
    throw new Error('FunctionsEmulator.reloadTriggers is gone');
  }
  proto.reloadTriggers = async function reenableTriggers() {
    for (const record of Object.values(this.triggers ?? {})) {
      if (record.def && record.def.eventTrigger && !record.enabled) record.enabled = true;
    }
    this.logger.logLabeled(
      'BULLET',
      'functions',
      'triggers enabled again (npm test: same code, workers kept).',
    );
  };
} catch (error) {
  console.warn(
    `[npm test] Functions emulator: triggers will reload in full after each reset (${error instanceof Error ? error.message : String(error)}).`,
  );
}
