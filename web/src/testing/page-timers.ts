/*
 * Timers that die with the page, as in a browser.
 *
 * Vitest's jsdom environment leaves Node's setTimeout and setInterval in place, and those
 * outlive the window: a timer that an unmounted component leaves behind (sonner removes a
 * closed toast 200 ms later; Radix restores focus in a setTimeout 0) can fire after the
 * test file's window is gone and fail the run with "ReferenceError: window is not
 * defined". These wrappers keep Node's timers (jsdom itself runs on them) but remember the
 * ones still pending, so that closing the page cancels them.
 */

type Callback = (...args: unknown[]) => void;
type SetTimer = (handler: Callback | string, ms?: number, ...args: unknown[]) => unknown;
type ClearTimer = (handle?: unknown) => void;

const node = {
  setTimeout: setTimeout as unknown as SetTimer,
  clearTimeout: clearTimeout as ClearTimer,
  setInterval: setInterval as unknown as SetTimer,
  clearInterval: clearInterval as ClearTimer,
};
const pending = new Set<unknown>();

const pageSetTimeout: SetTimer = (handler, ms, ...args) => {
  if (typeof handler !== 'function') return node.setTimeout(handler, ms, ...args);
  const handle = node.setTimeout(() => {
    pending.delete(handle);
    handler(...args);
  }, ms);
  pending.add(handle);
  return handle;
};

const pageSetInterval: SetTimer = (handler, ms, ...args) => {
  const handle = node.setInterval(handler, ms, ...args);
  pending.add(handle);
  return handle;
};

// clearTimeout and clearInterval are interchangeable, in Node as in browsers.
const pageClearTimer: ClearTimer = (handle) => {
  pending.delete(handle);
  node.clearTimeout(handle);
};

/** Gives the page the wrappers; called once per test file, before any test. */
export function installPageTimers(): void {
  Object.assign(globalThis, {
    setTimeout: pageSetTimeout,
    clearTimeout: pageClearTimer,
    setInterval: pageSetInterval,
    clearInterval: pageClearTimer,
  });
}

/** Closes the page after a file's last test: cancels what is pending, puts Node's back. */
export function closePageTimers(): void {
  for (const handle of pending) node.clearTimeout(handle);
  pending.clear();
  Object.assign(globalThis, node);
}
