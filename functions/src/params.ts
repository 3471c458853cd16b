/**
 * The deployment's configuration: params with no defaults, so `firebase deploy` stops (or
 * asks) when one has no value for the target project, and a check at each cold start that
 * refuses emulator or demo values in a real project, naming what is missing.
 *
 * Values live in `functions/.env.<projectId>` (read by `firebase deploy`); the emulator's
 * values live only in `functions/.env.demo-unlimited`. Secrets (the Stripe keys, the mail
 * server) are `defineSecret`s in their own areas; the cold-start check reads those a
 * function binds.
 */
import { onInit } from 'firebase-functions';
import { defineString } from 'firebase-functions/params';
import { ADD_ONS, TIERS } from '@unlimited/domain';

/** Whether the functions run for a `demo-` project (emulator only, no cloud project). */
export function isDemoProject(): boolean {
  const project = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';
  return project.startsWith('demo-');
}

/** The site's public address, for links in emails and Stripe's return pages. */
export const siteUrlParam = defineString('SITE_URL', {
  label: 'Site address',
  description:
    'The public address of the site (https://…), used in emails and Stripe return links.',
  input: {
    text: {
      validationRegex: '^https://[^\\s/]+(/.*)?$',
      validationErrorMessage: 'An https:// address, e.g. https://unlimited.example.com',
    },
  },
});

/** The param name of each tier's and add-on's Stripe price id. */
export const PRICE_PARAMS = {
  reserve: 'STRIPE_PRICE_RESERVE',
  elite: 'STRIPE_PRICE_ELITE',
  crown: 'STRIPE_PRICE_CROWN',
  full_coverage: 'STRIPE_PRICE_FULL_COVERAGE',
  select_access: 'STRIPE_PRICE_SELECT_ACCESS',
} as const;
export type PriceId = keyof typeof PRICE_PARAMS;

const PRICE_LABELS: Record<PriceId, string> = {
  reserve: `${TIERS.reserve.name} membership`,
  elite: `${TIERS.elite.name} membership`,
  crown: `${TIERS.crown.name} membership`,
  full_coverage: `${ADD_ONS.fullCoverage.name} add-on`,
  select_access: `${ADD_ONS.selectAccess.name} add-on`,
};

export const priceParams = Object.fromEntries(
  (Object.keys(PRICE_PARAMS) as PriceId[]).map((id) => [
    id,
    defineString(PRICE_PARAMS[id], {
      label: `Stripe price: ${PRICE_LABELS[id]}`,
      description: `The id (price_…) of the recurring monthly Stripe price of the ${PRICE_LABELS[id]}.`,
      input: {
        text: {
          validationRegex: '^price_(?!demo_)\\w+$',
          validationErrorMessage: 'A Stripe price id (price_…) from the Stripe dashboard',
        },
      },
    }),
  ]),
) as Record<PriceId, ReturnType<typeof defineString>>;

/** The emulator's site address, used only in a `demo-` project with no SITE_URL. */
const DEMO_SITE_URL = 'http://127.0.0.1:5000';

/**
 * A value that only makes sense on a developer's machine or in the demo project: a local
 * address, a `demo-` name or a `price_demo_` id.
 */
export function looksLikeEmulatorValue(value: string): boolean {
  return /(^|[/@.:])(127\.0\.0\.1|localhost|0\.0\.0\.0)([:/]|$)|\bdemo-|price_demo_|_demo\b/i.test(
    value,
  );
}

/**
 * Whether `sender` (`hello@x.com` or `Name <hello@x.com>`) names one address whose domain
 * can receive replies: not a local or demo value, and not a reserved test domain (`.test`,
 * `.example`, `.invalid`, `.localhost`; the emulators send from `hello@unlimited.test`).
 */
export function isDeliverableSender(sender: string): boolean {
  const address = /<([^<>\s]+)>\s*$/.exec(sender)?.[1] ?? sender;
  // A host name with a letters-only top-level domain (so never an IP address).
  const match = /^[^@\s<>]+@((?:[a-z0-9-]+\.)+[a-z]{2,})$/i.exec(address);
  if (!match?.[1] || looksLikeEmulatorValue(sender)) return false;
  return !/\.(test|example|invalid|localhost)$/i.test(match[1]);
}

/**
 * What is wrong with a real project's configuration: one sentence per missing or
 * demo value, naming it. `values` holds each name's value, `undefined` when unset.
 * Secrets are checked only when present in `values` (a function sees the ones it binds).
 */
export function configProblems(
  values: Readonly<Record<string, string | undefined>>,
  secrets: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const site = values.SITE_URL?.trim() ?? '';
  if (site === '') {
    problems.push(
      'SITE_URL is missing: set the site address (https://…) in functions/.env.<projectId>.',
    );
  } else if (!/^https:\/\/[^\s/]+/.test(site) || looksLikeEmulatorValue(site)) {
    problems.push(`SITE_URL is "${site}", not the public https:// address of the site.`);
  }
  for (const id of Object.keys(PRICE_PARAMS) as PriceId[]) {
    const name = PRICE_PARAMS[id];
    const value = values[name]?.trim() ?? '';
    if (value === '') {
      problems.push(`${name} is missing: set the Stripe price id of the ${PRICE_LABELS[id]}.`);
    } else if (!/^price_\w+$/.test(value) || looksLikeEmulatorValue(value)) {
      problems.push(
        `${name} is "${value}", not a real Stripe price id of the ${PRICE_LABELS[id]}.`,
      );
    }
  }
  const sender = values.MAIL_FROM?.trim() ?? '';
  if (sender === '') {
    problems.push(
      'MAIL_FROM is missing: set the sender of every email (e.g. Unlimited <hello@example.com>) in functions/.env.<projectId>.',
    );
  } else if (!isDeliverableSender(sender)) {
    problems.push(
      `MAIL_FROM is "${sender}", not an address of a domain your mail provider sends from.`,
    );
  }
  for (const name of secrets) {
    if (!(name in values)) continue;
    const value = values[name]?.trim() ?? '';
    if (value === '')
      problems.push(
        `The secret ${name} is empty: set it with firebase functions:secrets:set ${name}.`,
      );
    else if (looksLikeEmulatorValue(value)) {
      problems.push(`The secret ${name} holds an emulator or demo value: set the real one.`);
    }
  }
  return problems;
}

/** The site address: SITE_URL, or the Hosting emulator's in a `demo-` project. */
export function siteUrl(): string {
  const value = siteUrlParam.value().trim();
  if (value !== '') return value.replace(/\/+$/, '');
  if (isDemoProject()) return DEMO_SITE_URL;
  throw new Error(
    'SITE_URL is missing: set the site address (https://…) in functions/.env.<projectId>.',
  );
}

/** A price id: its param, or a `price_demo_` id in a `demo-` project. */
export function priceId(id: PriceId): string {
  const value = priceParams[id].value().trim();
  if (value !== '') return value;
  if (isDemoProject()) return `price_demo_${id}`;
  throw new Error(
    `${PRICE_PARAMS[id]} is missing: set the Stripe price id of the ${PRICE_LABELS[id]}.`,
  );
}

/**
 * The secrets the cold-start check inspects when the function binds them (a function's
 * environment holds only its own): Stripe's keys (billing/params.ts) and the mail server
 * and unsubscribe key (mail/params.ts).
 */
export const SECRETS_CHECKED_AT_START = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_CONNECTION_URI',
  'MAIL_UNSUBSCRIBE_SECRET',
] as const;

/**
 * The cold-start check: in a real project, refuses to run with missing or demo values,
 * with one sentence per problem. Never runs during deploy's discovery (onInit does not).
 */
export function assertProductionConfig(env: NodeJS.ProcessEnv = process.env): void {
  if (isDemoProject()) return;
  const problems = configProblems(env, SECRETS_CHECKED_AT_START);
  if (problems.length > 0) {
    throw new Error(`The functions are not configured for this project. ${problems.join(' ')}`);
  }
}

onInit(() => assertProductionConfig());
