/**
 * Runs inside `firebase emulators:exec` for `npm start` (scripts/start.mjs): loads the seed
 * once every emulator is ready, prints where to go, then keeps running (and so keeps the
 * emulators up) until Ctrl+C.
 */
import { run } from './run.mjs';

const SITE_URL = 'http://127.0.0.1:5000';

// Ctrl+C reaches this script too; exiting with 0 lets emulators:exec shut down quietly.
process.on('SIGINT', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));

console.log('\nLoading the seed data...\n');
if ((await run('npx', ['tsx', 'scripts/seed.ts'])) !== 0) {
  console.error('\nSeeding failed (see the message above); stopping the emulators.');
  process.exit(1);
}

const emulators = process.env.UNLIMITED_EMULATORS ?? '';
const storageNote = process.env.UNLIMITED_STORAGE_SKIP_REASON
  ? `\nNo Storage emulator, so product photo uploads are off: ${process.env.UNLIMITED_STORAGE_SKIP_REASON}`
  : '';
console.log(
  `\nUnlimited is running at ${SITE_URL}  (back office: ${SITE_URL}/admin)` +
    `\nEmulators: ${emulators.split(',').join(', ')}${storageNote}` +
    (process.env.UNLIMITED_MAILDEV_URL
      ? `\nEmails (MailDev inbox): ${process.env.UNLIMITED_MAILDEV_URL} (open an email's links with Ctrl+click, in a new tab)`
      : '') +
    '\nPress Ctrl+C to stop.\n',
);

// Stay alive until a signal arrives.
setInterval(() => {}, 1 << 30);
