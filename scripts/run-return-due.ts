/**
 * `npm run job:return-due [-- --now=2026-12-01T06:00:00Z]`: runs the daily return-due job
 * (flag overdue orders, list each in activity, once) against the local Firestore
 * emulator, since the emulator never fires scheduled functions. `--now` pretends the job
 * runs at another time, to see orders become overdue.
 *
 * Uses `FIRESTORE_EMULATOR_HOST` when set (as `npm start` and `emulators:exec` do), else
 * the Firestore emulator address of firebase.json. Refuses any project but a `demo-` one.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { runReturnDueJob } from '../functions/src/jobs/return-due';
import { SEED_PROJECT_ID } from './seed-data';

interface FirebaseJson {
  emulators: { firestore: { host: string; port: number } };
}

const projectId = process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? SEED_PROJECT_ID;
if (!projectId.startsWith('demo-')) {
  console.error(
    `Refusing to run: this script only runs the job against the local emulators of a demo- project (now "${projectId}").`,
  );
  process.exit(1);
}

function parseNow(args: readonly string[]): Date {
  const arg = args.find((a) => a.startsWith('--now='));
  if (arg === undefined) return new Date();
  const now = new Date(arg.slice('--now='.length));
  if (Number.isNaN(now.getTime())) {
    console.error(`Cannot read ${arg}: give an ISO date such as --now=2026-12-01T06:00:00Z.`);
    process.exit(2);
  }
  return now;
}

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  const config = JSON.parse(
    readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'),
  ) as FirebaseJson;
  process.env.FIRESTORE_EMULATOR_HOST = `${config.emulators.firestore.host}:${config.emulators.firestore.port}`;
}

/** Whether something listens at `host:port` (answers within two seconds). */
function reachable(address: string): Promise<boolean> {
  const separator = address.lastIndexOf(':');
  const host = address.slice(0, separator).replace(/^\[|\]$/g, '');
  const port = Number(address.slice(separator + 1));
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

async function main(): Promise<void> {
  const now = parseNow(process.argv.slice(2));
  const host = process.env.FIRESTORE_EMULATOR_HOST ?? '';
  if (!(await reachable(host))) {
    console.error(
      `No Firestore emulator answers at ${host}: start the emulators with \`npm start\` (or set FIRESTORE_EMULATOR_HOST) and run again.`,
    );
    process.exit(1);
  }
  initializeApp({ projectId });
  const report = await runReturnDueJob(getFirestore(), now);
  console.log(
    `Return-due job at ${now.toISOString()} on ${process.env.FIRESTORE_EMULATOR_HOST}: ` +
      `${report.checked} order(s) past due with the bag out, ${report.flagged.length} newly flagged` +
      (report.flagged.length > 0 ? ` (${report.flagged.join(', ')}).` : '.'),
  );
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    `The return-due job failed: ${message}. Is the Firestore emulator running (npm start)?`,
  );
  process.exit(1);
});
