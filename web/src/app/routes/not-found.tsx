import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function NotFoundRoute() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-sm tracking-[0.3em] text-gold-deep dark:text-gold">404</p>
      <h1 className="font-display text-4xl">404 Not Found</h1>
      <p className="text-neutral-600 dark:text-neutral-400">
        The page you are looking for does not exist or has moved.
      </p>
      <Link
        to={paths.home}
        className="rounded-full bg-ink px-6 py-3 text-sm font-semibold tracking-wide text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold dark:bg-white dark:text-ink"
      >
        Back to home
      </Link>
    </main>
  );
}
