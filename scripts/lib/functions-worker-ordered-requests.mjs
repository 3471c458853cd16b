/**
 * Loaded into the Functions emulator's worker process by `npm test` only (through
 * NODE_OPTIONS, from scripts/lib/functions-emulator-cached-discovery.mjs), never into
 * `npm start` or a deploy.
 *
 * In the emulator's debug mode one worker runs every function: before each request
 * firebase-tools sends it, over the IPC channel, which function the next request is for,
 * then sends the request over its socket. The two channels are not ordered, and the
 * worker applies the IPC message a microtask later: under load a request can run as the
 * previous function (a callable's body handed to a Firestore trigger: "Cannot determine
 * payload type, datacontenttype is undefined", firebase-tools issue 9035), which kills
 * the worker and fails whatever else was in it. Here each function request waits until
 * its IPC message has been applied: the n-th request runs once n messages have arrived,
 * one turn of the event loop after the last of them.
 */
import http from 'node:http';

if (process.env.FUNCTION_DEBUG_MODE === 'true' && typeof process.send === 'function') {
  let messages = 0;
  let released = 0;
  /** @type {Array<() => void>} */
  const waiting = [];
  const release = () => {
    while (waiting.length > 0 && messages > released) {
      released += 1;
      const run = waiting.shift();
      if (run) run();
    }
  };
  process.on('message', () => {
    messages += 1;
    // After the runtime's own listener has applied it (it does so in a promise chain).
    setImmediate(release);
  });
  const emit = http.Server.prototype.emit;
  /** @this {http.Server} @param {string | symbol} event @param {unknown[]} args */
  http.Server.prototype.emit = function emitInOrder(event, ...args) {
    const request = /** @type {http.IncomingMessage | undefined} */ (args[0]);
    if (event !== 'request' || request?.url === '/__/health') {
      return Reflect.apply(emit, this, [event, ...args]);
    }
    waiting.push(() => Reflect.apply(emit, this, [event, ...args]));
    setImmediate(release);
    return true;
  };
}
