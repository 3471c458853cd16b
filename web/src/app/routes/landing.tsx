import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Landing page (the public-site issue builds the full page around this hero). */
export default function LandingRoute() {
  return (
    <main>
      <section className="relative flex min-h-[80vh] flex-col items-center justify-center overflow-hidden px-6 text-center">
        <p
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-0 top-1/2 -translate-y-1/2 font-display text-[18vw] leading-none tracking-tight text-neutral-900/5 select-none dark:text-white/5"
        >
          UNLIMITED
        </p>
        <h1 className="relative font-display text-4xl tracking-wide sm:text-6xl">
          DESIGNER ON ROTATION
        </h1>
        <p className="relative mt-6 max-w-xl text-lg text-neutral-700 dark:text-neutral-300">
          Access an exclusive membership for borrowing, swapping, and owning luxury bags—without the
          full price tag.
        </p>
        <Link
          to={paths.waitlist}
          className="relative mt-10 rounded-full bg-ink px-8 py-4 text-sm font-semibold tracking-[0.2em] text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold dark:bg-white dark:text-ink"
        >
          JOIN WAITLIST
        </Link>
      </section>
    </main>
  );
}
