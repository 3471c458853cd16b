/**
 * Runs first, before each test file of a unit project whose files mock, spy, stub or fake
 * timers (scripts/lib/unit-projects.ts): what vitest does between the files of one worker
 * when they are isolated, without starting a worker thread and an environment per file.
 *
 * - The module mocks of the file before are forgotten and every module the worker loaded
 *   from the repository is loaded again (the file's own `vi.mock` calls then apply to what
 *   it imports). Libraries loaded by Node itself stay loaded, as in an isolated run.
 * - Globals that the files before added (a module's state kept on `window`, say) are
 *   removed, stubbed globals and environment variables are put back, timers are real
 *   again, and the system time is the machine's.
 *
 * Vitest restores spies after each file itself. The two reads of vitest's worker state
 * (`__vitest_worker__`, `__vitest_mocker__`, as its own isolation uses them in
 * vitest/dist/chunks/base.*.js) are checked: a vitest that renames them stops the run here
 * instead of letting mocks leak between files.
 */
import { vi } from 'vitest';

interface ModuleNode {
  promise?: unknown;
  exports?: unknown;
  evaluated: boolean;
  importers: Set<string>;
}
interface VitestGlobals {
  __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } };
  __vitest_mocker__?: { reset?: () => void };
}

const globals = globalThis as unknown as VitestGlobals;
const modules = globals.__vitest_worker__?.evaluatedModules?.idToModuleMap;
const mocker = globals.__vitest_mocker__;
if (!(modules instanceof Map) || typeof mocker?.reset !== 'function') {
  throw new Error(
    "scripts/lib/fresh-modules.ts: this vitest keeps its module graph or mocker elsewhere; update the file (or set the project's isolate: true)",
  );
}

/** vitest's own modules, and this file (it is being evaluated). */
const KEEP = [/\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/, /fresh-modules\.ts/];

/** The globals there were before the first file of this worker ran. */
const BEFORE = Symbol.for('unlimited:fresh-modules:globals');
const store = globalThis as unknown as Record<string | symbol, unknown>;
const before = (store[BEFORE] ??= new Set([...Reflect.ownKeys(globalThis), BEFORE])) as Set<
  string | symbol
>;
for (const key of Reflect.ownKeys(globalThis)) {
  if (before.has(key) || (typeof key === 'string' && key.startsWith('__vitest'))) continue;
  if (Object.getOwnPropertyDescriptor(globalThis, key)?.configurable) delete store[key];
}

mocker.reset();
modules.forEach((node, id) => {
  if (KEEP.some((pattern) => pattern.test(id))) return;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
});
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
