import { afterEach, describe, expect, it } from 'vitest';
import { assertProductionConfig, configProblems, priceId, siteUrl } from '../params';

/** A real project's complete configuration. */
const CONFIGURED = {
  SITE_URL: 'https://unlimited.example.com',
  STRIPE_PRICE_RESERVE: 'price_1Reserve',
  STRIPE_PRICE_ELITE: 'price_1Elite',
  STRIPE_PRICE_CROWN: 'price_1Crown',
  STRIPE_PRICE_FULL_COVERAGE: 'price_1Coverage',
  STRIPE_PRICE_SELECT_ACCESS: 'price_1Select',
  MAIL_FROM: 'Unlimited <hello@unlimited.example.com>',
};

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

describe('the configuration of a real project', () => {
  it('has no problem when every value is the real one', () => {
    expect(configProblems(CONFIGURED)).toEqual([]);
    expect(
      configProblems({ ...CONFIGURED, STRIPE_WEBHOOK_SECRET: 'whsec_1' }, [
        'STRIPE_WEBHOOK_SECRET',
      ]),
    ).toEqual([]);
  });

  it('names each missing value in a sentence', () => {
    const rest = Object.fromEntries(
      Object.entries(CONFIGURED).filter(
        ([name]) => !['SITE_URL', 'STRIPE_PRICE_CROWN', 'MAIL_FROM'].includes(name),
      ),
    );
    expect(configProblems(rest)).toEqual([
      'SITE_URL is missing: set the site address (https://…) in functions/.env.<projectId>.',
      'STRIPE_PRICE_CROWN is missing: set the Stripe price id of the Crown membership.',
      'MAIL_FROM is missing: set the sender of every email (e.g. Unlimited <hello@example.com>) in functions/.env.<projectId>.',
    ]);
  });

  it('refuses the emulator and demo values', () => {
    expect(
      configProblems({
        ...CONFIGURED,
        SITE_URL: 'http://127.0.0.1:5000',
        STRIPE_PRICE_ELITE: 'price_demo_elite',
      }),
    ).toEqual([
      'SITE_URL is "http://127.0.0.1:5000", not the public https:// address of the site.',
      'STRIPE_PRICE_ELITE is "price_demo_elite", not a real Stripe price id of the Elite membership.',
    ]);
  });

  it("refuses the emulators' sender and anything that is not one real address", () => {
    for (const sender of [
      'Unlimited <hello@unlimited.test>',
      'hello@localhost',
      'Unlimited <hello@127.0.0.1>',
      'Unlimited',
      'Unlimited <hello@mail.example>',
    ]) {
      expect(configProblems({ ...CONFIGURED, MAIL_FROM: sender })).toEqual([
        `MAIL_FROM is "${sender}", not an address of a domain your mail provider sends from.`,
      ]);
    }
    expect(configProblems({ ...CONFIGURED, MAIL_FROM: 'hello@unlimited.com' })).toEqual([]);
  });

  it('checks a bound secret (empty or a local value) and leaves unbound ones alone', () => {
    expect(
      configProblems({ ...CONFIGURED, STRIPE_WEBHOOK_SECRET: '' }, [
        'STRIPE_WEBHOOK_SECRET',
        'SMTP_URL',
      ]),
    ).toEqual([
      'The secret STRIPE_WEBHOOK_SECRET is empty: set it with firebase functions:secrets:set STRIPE_WEBHOOK_SECRET.',
    ]);
    expect(
      configProblems({ ...CONFIGURED, SMTP_URL: 'smtp://127.0.0.1:1025' }, ['SMTP_URL']),
    ).toEqual(['The secret SMTP_URL holds an emulator or demo value: set the real one.']);
  });

  it('stops the cold start in a real project, and never in a demo- one', () => {
    process.env.GCLOUD_PROJECT = 'unlimited-prod';
    expect(() => assertProductionConfig({ ...CONFIGURED, SITE_URL: undefined })).toThrow(
      'The functions are not configured for this project. SITE_URL is missing',
    );
    expect(() => assertProductionConfig(CONFIGURED)).not.toThrow();
    process.env.GCLOUD_PROJECT = 'demo-unlimited';
    expect(() => assertProductionConfig({})).not.toThrow();
  });

  it('reads values with no fallback in a real project, and the emulator ones only in a demo- project', () => {
    delete process.env.SITE_URL;
    delete process.env.STRIPE_PRICE_RESERVE;
    process.env.GCLOUD_PROJECT = 'demo-unlimited';
    expect(siteUrl()).toBe('http://127.0.0.1:5000');
    expect(priceId('reserve')).toBe('price_demo_reserve');
    process.env.GCLOUD_PROJECT = 'unlimited-prod';
    expect(() => siteUrl()).toThrow('SITE_URL is missing');
    expect(() => priceId('reserve')).toThrow('STRIPE_PRICE_RESERVE is missing');
    process.env.SITE_URL = 'https://unlimited.example.com/';
    expect(siteUrl()).toBe('https://unlimited.example.com');
  });
});
