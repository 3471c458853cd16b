/**
 * What the `npm run job:*` scripts share: they run a scheduled job's logic against the
 * local Firestore emulator (the emulator never fires schedules), only for a `demo-`
 * project, at `--now` when given.
 */
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { SEED_PROJECT_ID } from '../seed-data';

interface FirebaseJson {
  emulators: { firestore: { host: string; port: number } };
}

/** `--now=…` of the arguments, or the current time; exits on an unreadable date. */
export function parseNow(args: readonly string[]): Date {
  const arg = args.find((a) => a.startsWith('--now='));
  if (arg === undefined) return new Date();
  const now = new Date(arg.slice('--now='.length));
  if (Number.isNaN(now.getTime())) {
    console.error(`Cannot read ${arg}: give an ISO date such as --now=2026-12-01T06:00:00Z.`);
    process.exit(2);
  }
  return now;
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

/**
 * Runs `job` on the emulator's Firestore and prints what `describe` says of its result.
 * Uses `FIRESTORE_EMULATOR_HOST` when set, else firebase.json's emulator address; refuses
 * any project but a `demo-` one. Exits non-zero with a reason on failure.
 */
export async function runEmulatorJob<R>(
  name: string,
  job: (db: Firestore, now: Date) => Promise<R>,
  describe: (report: R, now: Date, host: string) => string,
): Promise<void> {
  const projectId =
    process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? SEED_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    console.error(
      `Refusing to run: this script only runs the job against the local emulators of a demo- project (now "${projectId}").`,
    );
    process.exit(1);
  }
  const now = parseNow(process.argv.slice(2));
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    const config = JSON.parse(
      readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
    ) as FirebaseJson;
    process.env.FIRESTORE_EMULATOR_HOST = `${config.emulators.firestore.host}:${config.emulators.firestore.port}`;
  }
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  try {
    if (!(await reachable(host))) {
      console.error(
        `No Firestore emulator answers at ${host}: start the emulators with \`npm start\` (or set FIRESTORE_EMULATOR_HOST) and run again.`,
      );
      process.exit(1);
    }
    initializeApp({ projectId });
    console.log(describe(await job(getFirestore(), now), now, host));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`The ${name} failed: ${message}. Is the Firestore emulator running (npm start)?`);
    process.exit(1);
  }
}
