import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The centred card of the sign-in pages, with a link back to the site. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-neutral-50 px-4 py-12 dark:bg-neutral-950">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg dark:bg-neutral-900">
        <Link to={paths.home} className="font-display text-sm tracking-[0.3em] uppercase">
          Unlimited
        </Link>
        <h1 className="mt-6 font-display text-3xl">{title}</h1>
        {subtitle && (
          <p className="mt-2 text-sm text-neutral-600 dark:text-neutral-400">{subtitle}</p>
        )}
        <div className="mt-8">{children}</div>
        <p className="mt-8 text-center text-sm">
          <Link to={paths.home} className="underline-offset-4 hover:underline">
            Back to Home
          </Link>
        </p>
      </div>
    </main>
  );
}
