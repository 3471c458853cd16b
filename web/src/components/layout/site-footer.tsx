import { Link } from '@/lib/navigation/navigation';
import { FacebookIcon, InstagramIcon, TikTokIcon } from '@/components/layout/social-icons';
import logoMark from '@/assets/logo-mark.svg';
import { paths } from '@/config/paths';
import { site, type SocialNetwork } from '@/config/site';
import { useHydrated } from '@/lib/media/use-media-query';
import { useSignedInHint, useVisitorOnly } from '@/lib/public-data/signed-in-hint';

const SOCIAL_ICONS = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  TikTok: TikTokIcon,
} as const satisfies Record<SocialNetwork, unknown>;

/** The footer's own pages: the policy, the legal texts and how to reach us. */
export const FOOTER_LINKS = [
  { to: paths.membershipPolicy, label: 'Membership policy' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.privacy, label: 'Privacy' },
] as const;

const headingClasses = 'text-xs font-semibold tracking-[0.25em] text-gold uppercase';
const footerLinkClasses =
  'inline-flex min-h-11 min-w-11 items-center gap-3 rounded text-sm text-neutral-200 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold';

/** A phone outline drawn in CSS, reading "App coming soon". */
function PhoneMockup() {
  return (
    <div
      aria-hidden="true"
      className="relative h-44 w-24 shrink-0 rounded-[1.4rem] border-2 border-neutral-600 bg-neutral-900 p-1.5 shadow-[0_20px_40px_-20px_rgba(184,147,74,0.5)]"
    >
      <div className="absolute top-2 left-1/2 h-1.5 w-8 -translate-x-1/2 rounded-full bg-neutral-700" />
      <div className="flex h-full flex-col items-center justify-center gap-2 rounded-[1.1rem] bg-gradient-to-b from-neutral-800 to-black px-2 text-center">
        <span className="font-display text-lg text-gold">U</span>
        <span className="text-[9px] leading-tight font-semibold tracking-[0.2em] text-neutral-200 uppercase">
          App coming soon
        </span>
      </div>
    </div>
  );
}

/**
 * Footer of every public page: app teaser, the site's own pages (policy, terms, privacy,
 * contact), Follow Us (the brand's accounts, from the site settings), Legal note,
 * copyright, admin link. The teaser invites visitors to the waitlist; someone signed in
 * (the session hint, as the header reads it) is not offered the waitlist.
 */
export function SiteFooter() {
  const signedIn = useSignedInHint();
  const visitorOnly = useVisitorOnly();
  const hydrated = useHydrated();
  return (
    <footer className="bg-ink text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <section aria-labelledby="footer-app" className="flex items-center gap-6">
          <PhoneMockup />
          <div>
            <h2 id="footer-app" className="font-display text-2xl text-white">
              App coming soon
            </h2>
            <p
              className="mt-3 max-w-xs text-sm leading-relaxed text-neutral-300"
              {...(signedIn ? {} : visitorOnly)}
            >
              {signedIn
                ? 'We’ll let you know when our app launches.'
                : 'Join our waitlist to be the first to know when our app launches.'}
            </p>
          </div>
        </section>
        <nav aria-labelledby="footer-pages">
          <h2 id="footer-pages" className={headingClasses}>
            The House
          </h2>
          <ul className="mt-2 grid grid-cols-2 gap-x-6 md:grid-cols-1">
            {FOOTER_LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className={footerLinkClasses}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {site.social.length > 0 && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={headingClasses}>
              Follow Us
            </h2>
            <ul className="mt-2 flex flex-col">
              {site.social.map(({ network, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <li key={network}>
                    <a
                      href={href}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={footerLinkClasses}
                    >
                      <Icon aria-hidden="true" className="size-5" />
                      {network}
                      <span className="sr-only"> (opens in a new tab)</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={headingClasses}>
            Legal
          </h2>
          <p className="mt-4 text-sm leading-relaxed text-neutral-300">
            All trademarks and brand names belong to their respective owners and are used for
            identification purposes only. Unlimited is not affiliated with or endorsed by any of the
            fashion houses named on this site.
          </p>
        </section>
      </div>
      <div className="border-t border-neutral-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-6 py-6 text-xs text-neutral-400 sm:flex-row">
          <div className="flex items-center gap-4">
            <img src={logoMark} alt="" width={24} height={24} className="size-6 invert" />
            {/*
              The year is the clock's: the prerendered page has the year it was built in, which
              hydration keeps (a page built last December may be opened in January); once
              hydrated, the paragraph is drawn anew with this year (a new key).
            */}
            <p key={hydrated ? 'now' : 'prerendered'} suppressHydrationWarning>
              © {new Date().getFullYear()} Unlimited. All rights reserved.
            </p>
          </div>
          <Link
            to={paths.admin.login}
            className="inline-flex min-h-11 min-w-11 items-center justify-center rounded text-[11px] tracking-wide text-neutral-400 hover:text-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
          >
            admin
          </Link>
        </div>
      </div>
    </footer>
  );
}
