/**
 * Sending one message over SMTP with nodemailer, and telling a failure worth retrying
 * (the server is busy or unreachable) from one that is not (the server refused the
 * message or its recipients for good, or the message cannot be built).
 */
import nodemailer from 'nodemailer';
import type { MailDeliveryInfo, MailFailure } from '@unlimited/domain';

/** A message ready for SMTP. */
export interface OutgoingMail {
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string | null;
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
}

/** Sends one message; resolves with what the server said, rejects with its error. */
export type SendMail = (mail: OutgoingMail) => Promise<MailDeliveryInfo>;

/**
 * Timeouts (ms) short enough that an attempt always ends well inside its lease
 * (MAIL_LEASE_MS) and the function's own timeout.
 */
const TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

function addresses(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.map((entry) =>
    typeof entry === 'string'
      ? entry
      : String((entry as { address?: unknown } | null)?.address ?? entry),
  );
}

/**
 * A sender over the SMTP server at `uri` (`smtp://` or `smtps://`, credentials in the
 * URI). One connection per message: no pool to hold open between a function's runs.
 */
export function smtpSender(uri: string): SendMail {
  const transport = nodemailer.createTransport({ url: uri, ...TIMEOUTS });
  return async (mail) => {
    const info = await transport.sendMail({
      from: mail.from,
      to: mail.to,
      cc: mail.cc,
      bcc: mail.bcc,
      ...(mail.replyTo === null ? {} : { replyTo: mail.replyTo }),
      subject: mail.subject,
      ...(mail.text === null ? {} : { text: mail.text }),
      ...(mail.html === null ? {} : { html: mail.html }),
      headers: mail.headers,
    });
    return {
      messageId: typeof info.messageId === 'string' ? info.messageId : null,
      accepted: addresses(info.accepted),
      rejected: addresses(info.rejected),
      pending: addresses((info as { pending?: unknown }).pending),
      response: typeof info.response === 'string' ? info.response : null,
    };
  };
}

/** Connection-level error codes of nodemailer that a later attempt may get past. */
const TRANSIENT_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** What went wrong with a send, as the outbox records it, and whether to retry. */
export function classifySendError(error: unknown): MailFailure {
  const e = (error ?? {}) as {
    message?: unknown;
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
  };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : null;
  const code = typeof e.code === 'string' ? e.code : null;
  const response = typeof e.response === 'string' ? e.response.trim() : null;
  const base =
    response ?? (typeof e.message === 'string' ? e.message : String(error ?? 'Unknown error'));
  const message = (code !== null && !base.includes(code) ? `${code}: ${base}` : base).slice(
    0,
    1000,
  );
  // SMTP replies: 4xx is "try again later", 5xx is final.
  if (responseCode !== null)
    return { message, transient: responseCode >= 400 && responseCode < 500 };
  return { message, transient: code !== null && TRANSIENT_CODES.has(code) };
}
