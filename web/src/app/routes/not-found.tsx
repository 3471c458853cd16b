import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Where a lost visitor most likely meant to go. */
const SUGGESTIONS = [
  { to: paths.howItWorks, label: 'How It Works' },
  { to: paths.brands, label: 'Designer Brands' },
  { to: paths.faq, label: 'FAQ' },
  { to: paths.waitlist, label: 'Join the Waitlist' },
] as const;

/** The 404 page: says it once, names the address, and offers the likely places. */
export default function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="font-display text-4xl sm:text-5xl">404 Not Found</h1>
      <p className="mt-5 text-neutral-700 dark:text-neutral-300">
        Nothing lives at <code className="font-mono text-sm break-all">{pathname}</code>. The
        address may be mistyped, or the page has moved.
      </p>
      <Link
        to={paths.home}
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-ink px-6 text-sm font-semibold tracking-wide text-white hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold dark:bg-white dark:text-ink dark:hover:bg-neutral-200"
      >
        Back to home
      </Link>
      <nav aria-label="Suggestions" className="mt-8">
        <ul className="flex flex-wrap justify-center gap-x-2 gap-y-1">
          {SUGGESTIONS.map(({ to, label }) => (
            <li key={to}>
              <Link
                to={to}
                className="inline-flex min-h-11 items-center rounded-full px-4 text-sm text-neutral-700 underline underline-offset-4 hover:text-ink focus-visible:outline-2 focus-visible:outline-gold dark:text-neutral-300 dark:hover:text-white"
              >
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
