import { describe, expect, it } from 'vitest';
import { parseSiteConfig, SITE_DEFAULTS } from '@/config/site';

describe('site settings', () => {
  it('uses the brand’s own mailbox and accounts when a deployment sets nothing', () => {
    const site = parseSiteConfig({});
    expect(site.contactEmail).toBe(SITE_DEFAULTS.VITE_CONTACT_EMAIL);
    expect(site.social.map((s) => s.network)).toEqual(['Instagram', 'TikTok', 'Facebook']);
    expect(site.social[0]?.href).toBe(SITE_DEFAULTS.VITE_SOCIAL_INSTAGRAM);
  });

  it('takes the deployment’s values and hides a network set to nothing', () => {
    const site = parseSiteConfig({
      VITE_CONTACT_EMAIL: ' hello@example.com ',
      VITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/example',
      VITE_SOCIAL_FACEBOOK: '',
    });
    expect(site.contactEmail).toBe('hello@example.com');
    expect(site.social).toEqual([
      { network: 'Instagram', href: 'https://www.instagram.com/example' },
      { network: 'TikTok', href: SITE_DEFAULTS.VITE_SOCIAL_TIKTOK },
    ]);
  });

  it('refuses a malformed email or a non-https account address', () => {
    expect(() => parseSiteConfig({ VITE_CONTACT_EMAIL: 'nobody' })).toThrow(/VITE_CONTACT_EMAIL/);
    expect(() => parseSiteConfig({ VITE_SOCIAL_TIKTOK: 'http://tiktok.com/@x' })).toThrow(
      /VITE_SOCIAL_TIKTOK/,
    );
  });
});
