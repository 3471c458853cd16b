/**
 * Mail configuration. In a real project these are params without defaults, so
 * `firebase deploy` asks for each (and a non-interactive deploy stops) when one is missing:
 *
 * - `SMTP_CONNECTION_URI` (secret): the SMTP server, e.g.
 *   `smtps://user:password@smtp.example.com:465` (the extension's format).
 * - `MAIL_UNSUBSCRIBE_SECRET` (secret): the HMAC key that signs unsubscribe links (32+
 *   random bytes; changing it ends every link already sent).
 * - `MAIL_FROM` (string): the sender, e.g. `Unlimited <hello@example.com>`.
 *
 * In a `demo-` project (the emulators) none is declared: mail goes to MailDev at
 * smtp://127.0.0.1:1025 unless the environment says otherwise, from a demo sender, with a
 * fixed demo signing key. A real project never falls back to those.
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import { isDemoProject } from '../billing/params';

/** MailDev's SMTP server, where mail goes in a `demo-` project. */
export const DEMO_SMTP_CONNECTION_URI = 'smtp://127.0.0.1:1025';
const DEMO_MAIL_FROM = 'Unlimited <hello@unlimited.test>';
const DEMO_UNSUBSCRIBE_SECRET = 'demo-unsubscribe-secret-for-the-local-emulators-only';

const demo = isDemoProject();

/*
 * Declared only for a real project: in a `demo-` project the emulator would look secrets
 * up in Secret Manager and prompt for a string param without a value.
 */
const smtpConnectionUri = demo ? null : defineSecret('SMTP_CONNECTION_URI');
const unsubscribeSecret = demo ? null : defineSecret('MAIL_UNSUBSCRIBE_SECRET');
const mailFrom = demo
  ? null
  : defineString('MAIL_FROM', {
      description: 'The sender of every email, such as "Unlimited <hello@example.com>".',
    });

/** The secrets of the functions that send mail. */
export const mailSenderSecrets =
  smtpConnectionUri && unsubscribeSecret ? [smtpConnectionUri, unsubscribeSecret] : [];
/** The secret of the functions that only read unsubscribe links. */
export const unsubscribeSecrets = unsubscribeSecret ? [unsubscribeSecret] : [];

/** A configuration value a real project lacks: sending stops with this sentence. */
export class MailConfigError extends Error {
  constructor(name: string) {
    super(
      `${name} is not set for this project: set it (firebase functions:secrets:set ${name}, or MAIL_FROM in functions/.env.<project>) and deploy again. No email is sent until then.`,
    );
    this.name = 'MailConfigError';
  }
}

function required(name: string, read: () => string): string {
  const value = read().trim();
  if (value === '') throw new MailConfigError(name);
  return value;
}

/** The SMTP connection URI. @throws MailConfigError in a real project without one */
export function smtpConnection(): string {
  if (smtpConnectionUri === null) {
    return process.env.SMTP_CONNECTION_URI?.trim() || DEMO_SMTP_CONNECTION_URI;
  }
  return required('SMTP_CONNECTION_URI', () => smtpConnectionUri.value());
}

/** The sender address. @throws MailConfigError in a real project without one */
export function mailSender(): string {
  if (mailFrom === null) return process.env.MAIL_FROM?.trim() || DEMO_MAIL_FROM;
  return required('MAIL_FROM', () => mailFrom.value());
}

/** The unsubscribe links' signing key. @throws MailConfigError in a real project without one */
export function unsubscribeKey(): string {
  if (unsubscribeSecret === null) {
    return process.env.MAIL_UNSUBSCRIBE_SECRET?.trim() || DEMO_UNSUBSCRIBE_SECRET;
  }
  return required('MAIL_UNSUBSCRIBE_SECRET', () => unsubscribeSecret.value());
}
