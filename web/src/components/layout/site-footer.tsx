import { Link } from 'react-router-dom';
import { FacebookIcon, InstagramIcon, TikTokIcon } from '@/components/layout/social-icons';
import logoMark from '@/assets/logo-mark.svg';
import { paths } from '@/config/paths';

/** Follow Us links; each opens in a new tab. */
export const SOCIAL_LINKS = [
  { name: 'Facebook', href: 'https://www.facebook.com/', icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/', icon: InstagramIcon },
  { name: 'TikTok', href: 'https://www.tiktok.com/', icon: TikTokIcon },
] as const;

const headingClasses = 'text-xs font-semibold tracking-[0.25em] text-gold uppercase';

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

/** Footer of every public page: app teaser, Follow Us, Legal note, copyright, admin link. */
export function SiteFooter() {
  return (
    <footer className="bg-ink text-neutral-300">
      <div className="mx-auto grid max-w-7xl gap-12 px-6 py-16 md:grid-cols-[1.4fr_1fr_1.2fr]">
        <section aria-labelledby="footer-app" className="flex items-center gap-6">
          <PhoneMockup />
          <div>
            <h2 id="footer-app" className="font-display text-2xl text-white">
              App coming soon
            </h2>
            <p className="mt-3 max-w-xs text-sm leading-relaxed text-neutral-300">
              Join our waitlist to be the first to know when our app launches.
            </p>
          </div>
        </section>
        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={headingClasses}>
            Follow Us
          </h2>
          <ul className="mt-4 flex flex-col gap-3">
            {SOCIAL_LINKS.map(({ name, href, icon: Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-3 rounded text-sm text-neutral-200 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold"
                >
                  <Icon aria-hidden="true" className="size-5" />
                  {name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
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
            <p>© 2025 Unlimited. All rights reserved.</p>
          </div>
          <Link
            to={paths.admin.login}
            className="rounded text-[11px] tracking-wide text-neutral-400 hover:text-neutral-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
          >
            admin
          </Link>
        </div>
      </div>
    </footer>
  );
}
