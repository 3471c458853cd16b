/**
 * Loaded with `node --import` into the `firebase emulators:exec` of `npm test` only
 * (scripts/test.mjs), never into `npm start` or a deploy.
 *
 * The functions integration tests empty the emulators before each file with the hub's
 * `disableBackgroundTriggers` (it waits until the Functions emulator's work queue is
 * empty) and `enableBackgroundTriggers`, which firebase-tools answers with a full reload
 * of the triggers: a new generation of trigger ids registered with the Firestore emulator
 * (so an event of an earlier file still on its way is refused, never run on this file's
 * data) and, first, the functions' discovery run again: `npm show firebase-functions`
 * (a synchronous spawn that blocks every emulator of the process for up to 10 s, the whole
 * 10 s without network) and a Node process that loads the functions' bundle to list them.
 *
 * Within one test run the functions' code never changes (it is built before the
 * emulators start), so the discovery's answer is kept from the first time and given back
 * on each reload, and the one worker of the emulator's debug mode (`--inspect-functions`,
 * which npm test uses) is kept too. Everything else about the reload is firebase-tools'
 * own, unchanged: new trigger ids, the old ones refused.
 *
 * When firebase-tools no longer has the method this wraps, it says so once and changes
 * nothing (the tests stay correct, only slower).
 */
import { createRequire } from 'node:module';

// firebase-tools is CommonJS: load its module through the same cache it will use.
const loadCommonJs = createRequire(import.meta.url);

try {
  const { FunctionsEmulator } = loadCommonJs('firebase-tools/lib/emulator/functionsEmulator.js');
  const proto = FunctionsEmulator && FunctionsEmulator.prototype;
  if (!proto || typeof proto.discoverTriggers !== 'function') {
    throw new Error('FunctionsEmulator.discoverTriggers is gone');
  }
  const discover = proto.discoverTriggers;
  const load = proto.loadTriggers;
  /** @type {Map<string, unknown>} the first discovery of each codebase */
  const discovered = new Map();
  /** @param {{ codebase?: string, functionsDir?: string }} backend */
  const keyOf = (backend) => `${backend.codebase ?? ''}\0${backend.functionsDir ?? ''}`;
  /** @param {{ codebase?: string, functionsDir?: string }} backend */
  proto.discoverTriggers = async function discoverOnce(backend) {
    const key = keyOf(backend);
    if (!discovered.has(key)) discovered.set(key, await discover.call(this, backend));
    // A copy each time: the definitions are plain data, and the reload may change them.
    return structuredClone(discovered.get(key));
  };
  const startNode = proto.startNode;
  if (typeof startNode === 'function') {
    const workerPreload = new URL('./functions-worker-ordered-requests.mjs', import.meta.url).href;
    /**
     * The worker gets scripts/lib/functions-worker-ordered-requests.mjs, which makes each
     * request wait for the message naming its function (a race of firebase-tools' debug
     * mode, explained there).
     *
     * @param {unknown} backend
     * @param {Record<string, string | undefined>} envs
     */
    proto.startNode = function startNodeWithOrderedRequests(backend, envs) {
      const options = envs.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? '';
      return startNode.call(this, backend, {
        ...envs,
        NODE_OPTIONS: `${options} --import ${workerPreload}`.trim(),
      });
    };
  }
  if (typeof load === 'function') {
    /**
     * A reload in the emulator's debug mode (one worker runs every function, told which
     * one with each request) keeps that worker: it loaded the same code, and nothing in it
     * depends on the trigger ids' generation. firebase-tools kills it otherwise, and the
     * next call of each test file waits for a new one to load the bundle.
     *
     * @param {{ codebase: string, functionsDir?: string }} backend
     * @param {boolean} [force]
     */
    proto.loadTriggers = async function loadKeepingTheWorker(backend, force) {
      const pool = this.workerPools?.[backend.codebase];
      if (!this.debugMode || !pool || !discovered.has(keyOf(backend))) {
        return load.call(this, backend, force);
      }
      const exit = pool.exit;
      pool.exit = () => {};
      try {
        return await load.call(this, backend, force);
      } finally {
        pool.exit = exit;
      }
    };
  }
} catch (error) {
  console.warn(
    `[npm test] Functions emulator: triggers are discovered again after each reset (${error instanceof Error ? error.message : String(error)}).`,
  );
}
