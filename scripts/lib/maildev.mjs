/**
 * MailDev, the local stand-in for a mail provider (npm `maildev`): SMTP on
 * 127.0.0.1:1025, where the Functions emulator sends every email (functions/src/mail), and
 * its web inbox and REST API on http://127.0.0.1:1080. `npm start` runs it beside the
 * emulators; the mail integration test starts its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';

export const MAILDEV_SMTP_PORT = 1025;
export const MAILDEV_WEB_PORT = 1080;
export const MAILDEV_HOST = '127.0.0.1';
export const MAILDEV_URL = `http://${MAILDEV_HOST}:${MAILDEV_WEB_PORT}`;

/**
 * @param {number} port
 * @returns {Promise<boolean>} whether something listens on 127.0.0.1:`port`
 */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect({ host: MAILDEV_HOST, port, timeout: 1000 });
    const done = (/** @type {boolean} */ used) => {
      socket.destroy();
      resolve(used);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/** @returns {Promise<boolean>} whether a MailDev already answers at {@link MAILDEV_URL} */
async function maildevAnswers() {
  try {
    const response = await fetch(`${MAILDEV_URL}/api/healthz`, {
      signal: AbortSignal.timeout(2000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts MailDev on 127.0.0.1 (SMTP 1025, web 1080), or uses one already running there.
 * `options` is passed to MailDev (e.g. `incomingUser`/`incomingPass` to make its SMTP
 * server refuse mail sent without logging in).
 *
 * @param {Record<string, unknown>} [options]
 * @returns {Promise<{ url: string, reused: boolean, stop: () => Promise<void> }>}
 * @throws Error naming the port when another program holds 1025 or 1080
 */
export async function startMailDev(options = {}) {
  const [smtpUsed, webUsed] = await Promise.all([
    portInUse(MAILDEV_SMTP_PORT),
    portInUse(MAILDEV_WEB_PORT),
  ]);
  if (smtpUsed || webUsed) {
    if (smtpUsed && webUsed && (await maildevAnswers())) {
      return { url: MAILDEV_URL, reused: true, stop: async () => {} };
    }
    const port = smtpUsed ? MAILDEV_SMTP_PORT : MAILDEV_WEB_PORT;
    throw new Error(
      `Port ${port} on ${MAILDEV_HOST} is taken by another program, so MailDev cannot start there. Stop that program and try again.`,
    );
  }
  // A folder of its own: MailDev's default (a shared folder under /tmp) would mix runs.
  const mailDirectory = mkdtempSync(path.join(tmpdir(), 'unlimited-maildev-'));
  const maildev = new MailDev({
    mailDirectory,
    smtp: MAILDEV_SMTP_PORT,
    ip: MAILDEV_HOST,
    web: MAILDEV_WEB_PORT,
    webIp: MAILDEV_HOST,
    silent: true,
    ...options,
  });
  await maildev.start();
  return {
    url: MAILDEV_URL,
    reused: false,
    stop: async () => {
      await maildev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
