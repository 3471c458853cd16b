/**
 * The functions' one typed configuration object. Nothing here is secret; the project id
 * and emulator hosts come from the environment the Firebase runtime (or emulator) sets,
 * and the deployment's own values are params (`params.ts`).
 */
import { MAIL_COLLECTION } from '@unlimited/domain';
import { siteUrl } from './params';

export const config = {
  /** Where every function runs; Firestore triggers must share the database's region. */
  region: 'us-central1',
  /** Upper bound of instances per function, to cap cost under abuse. */
  maxInstances: 10,
  /** Time zone of the scheduled jobs' clock times. */
  timeZone: 'America/New_York',
  schedules: {
    /** Flags orders past their return due date. */
    returnDue: 'every day 06:00',
    /** Applies cancellations, pauses and add-on removals whose billing period ended. */
    billingPeriodEnds: 'every day 05:30',
    /** Copies the live analytics figures into the day's snapshot (business time zone, late, to close the day). */
    analyticsSnapshot: 'every day 23:55',
    /** Resumes the bulk jobs that stalled (their function died between two batches). */
    stalledBulkJobs: 'every 1 minutes',
    /** Ends queue offers past their 48-hour hold (the bag passes to the next in line). */
    queueOffers: 'every 60 minutes',
    /** Adds Club credits still pending to the referrers' Stripe balances (a webhook run failed). */
    referralCredits: 'every 60 minutes',
  },
  /** Most writes in one batch (Firestore's limit is 500). */
  batchSize: 500,
  /** Collections only the functions use (no client access; rules deny them by default). */
  internalCollections: {
    /** `stats_events/{eventId}`: events already counted, so a retried trigger counts once. */
    statsEvents: 'stats_events',
    /**
     * `mail/{id}`: the email outbox in the "Trigger Email from Firestore" extension's
     * format (DESIGN.md "Email"), delivered over SMTP by `sendMail` (functions/src/mail):
     * the provider in `SMTP_CONNECTION_URI` in production, MailDev on the emulators.
     */
    mail: MAIL_COLLECTION,
    /** `analytics_events/{eventId}`: events the analytics aggregates already counted. */
    analyticsEvents: 'analytics_events',
    /**
     * `billing_events/{eventId}`: billing (Stripe) events processed (a replay changes
     * nothing) or needing attention; admins read them. See domain `billing-events.ts`.
     */
    billingEvents: 'billing_events',
    /**
     * `rate_limits/{digest}`: a fixed-window counter per caller (the digest of what is
     * limited, never the address itself), deleted by the TTL policy on `expire_at`.
     */
    rateLimits: 'rate_limits',
    /**
     * `locks/{name}`: a lease one long job holds at a time (`locks/product_import`: one
     * CSV import at once, so two of the same file cannot both create its products).
     */
    locks: 'locks',
    /**
     * `cart_checkouts/{uid}_{key}`: the Cart's Checkouts by the page's idempotency key
     * (pending, then done with the answer), so a double click charges once.
     */
    cartCheckouts: 'cart_checkouts',
  },
  /**
   * Whether callables open to anyone (joinWaitlist) require an App Check token. In the
   * emulator the token is decoded but not verified, so the web app mints one locally.
   */
  enforceAppCheck: true,
  /**
   * The site's address, for links in emails and Stripe's return pages: the SITE_URL param
   * (no default, so a deploy without it stops); the Hosting emulator's only in a `demo-`
   * project. Read when used, never at load (params have no value during deploy).
   */
  get siteUrl(): string {
    return siteUrl();
  },
  /** How long a counted event's marker is kept (triggers are retried for up to 7 days). */
  statsEventRetentionDays: 8,
} as const;

export type Config = typeof config;
