/**
 * The brand's public contact points, set per deployment without touching a component:
 * `VITE_CONTACT_EMAIL` and `VITE_SOCIAL_INSTAGRAM`, `VITE_SOCIAL_TIKTOK`,
 * `VITE_SOCIAL_FACEBOOK` (full https addresses of the brand's own accounts; an empty value
 * hides that network). Read without zod on purpose: every public page shows the footer,
 * and the visitor pages ship no validation library (see `env.ts` for the Firebase values).
 */

export const SOCIAL_NETWORKS = ['Instagram', 'TikTok', 'Facebook'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialLink {
  network: SocialNetwork;
  href: string;
}

export interface SiteConfig {
  contactEmail: string;
  /** The brand's accounts, in footer order; networks without an address are left out. */
  social: readonly SocialLink[];
}

/** The brand's accounts and mailbox when a deployment sets nothing. */
export const SITE_DEFAULTS = {
  VITE_CONTACT_EMAIL: 'concierge@unlimitedrotation.com',
  VITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/unlimitedrotation',
  VITE_SOCIAL_TIKTOK: 'https://www.tiktok.com/@unlimitedrotation',
  VITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/unlimitedrotation',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function httpsUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`Invalid web environment: ${name} must be a full https address`);
  }
  if (url.protocol !== 'https:') {
    throw new Error(`Invalid web environment: ${name} must be an https address`);
  }
  return url.href;
}

/** Reads the site settings from an environment record; throws on a malformed value. */
export function parseSiteConfig(raw: Record<string, unknown>): SiteConfig {
  const read = (name: keyof typeof SITE_DEFAULTS): string => {
    const value = raw[name];
    return typeof value === 'string' ? value.trim() : SITE_DEFAULTS[name];
  };
  const contactEmail = read('VITE_CONTACT_EMAIL');
  if (!EMAIL.test(contactEmail)) {
    throw new Error('Invalid web environment: VITE_CONTACT_EMAIL must be an email address');
  }
  const social = SOCIAL_NETWORKS.flatMap((network): SocialLink[] => {
    const name = `VITE_SOCIAL_${network.toUpperCase()}` as keyof typeof SITE_DEFAULTS;
    const value = read(name);
    return value === '' ? [] : [{ network, href: httpsUrl(value, name) }];
  });
  return { contactEmail, social };
}

export const site = parseSiteConfig(import.meta.env);
