/**
 * Billing configuration: the Stripe keys (function secrets) and the price id of each
 * tier and add-on (params, defined with the others in `../params`). In a `demo-` project
 * the secrets are not bound (the emulator would otherwise look them up in Secret Manager)
 * and, without a key in the environment, billing runs in demo mode: checkout completes
 * without a card.
 */
import { defineSecret } from 'firebase-functions/params';
import type { BillingPrices } from '@unlimited/domain';
import { config } from '../config';
import { isDemoProject, priceId } from '../params';

export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** Whether the functions run for a `demo-` project (emulator only, no cloud project). */
export { isDemoProject };

/** The secrets the billing functions bind: none in a `demo-` project. */
export function billingSecrets() {
  return isDemoProject() ? [] : [stripeSecretKey, stripeWebhookSecret];
}

/** The options of every function that may reach Stripe (callables and the webhook). */
export const billingFunctionOptions = {
  region: config.region,
  maxInstances: config.maxInstances,
  secrets: billingSecrets(),
} as const;

function secretValue(name: string, bound: () => string): string {
  // In a demo project nothing is bound; a key exported in the emulator's environment
  // still switches billing to Stripe (test mode) for trying it locally.
  return (isDemoProject() ? process.env[name] : bound())?.trim() ?? '';
}

/** The Stripe secret key, `''` when none is set. */
export function stripeKey(): string {
  return secretValue('STRIPE_SECRET_KEY', () => stripeSecretKey.value());
}

/** The webhook signing secret, `''` when none is set. */
export function webhookSecret(): string {
  return secretValue('STRIPE_WEBHOOK_SECRET', () => stripeWebhookSecret.value());
}

/**
 * How billing runs: `stripe` with a key; `demo` in a `demo-` project without one.
 * `null` means misconfigured (a real project without a key): checkout is refused.
 */
export function billingMode(): 'stripe' | 'demo' | null {
  if (stripeKey() !== '') return 'stripe';
  return isDemoProject() ? 'demo' : null;
}

/**
 * Each tier's and add-on's price id: the STRIPE_PRICE_* params (`../params`), demo ids only
 * in a `demo-` project; a real project without one throws, naming it.
 */
export function billingPrices(): BillingPrices {
  return {
    reserve: priceId('reserve'),
    elite: priceId('elite'),
    crown: priceId('crown'),
    full_coverage: priceId('full_coverage'),
    select_access: priceId('select_access'),
  };
}
