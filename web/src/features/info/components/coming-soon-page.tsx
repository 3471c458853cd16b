import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { RenderedPicture } from '@/components/ui/rendered-picture';
import { paths } from '@/config/paths';
import { HERO_IMAGE } from '@/lib/public-data/site-images';
import type { ComingSoonContent } from '@/features/info/coming-soon-content';

/** A designed placeholder for a page that opens after launch; it leads to the waitlist. */
export function ComingSoonPage({ title, lead, perk }: ComingSoonContent) {
  return (
    <main className="relative isolate overflow-hidden px-6 py-20 lg:py-28">
      <div className="mx-auto grid max-w-5xl items-center gap-12 lg:grid-cols-[1.2fr_1fr]">
        <div className="text-center lg:text-left">
          <p className="text-xs font-semibold tracking-[0.35em] text-gold-deep uppercase dark:text-gold">
            Coming soon
          </p>
          <h1 className="mt-4 font-display text-4xl tracking-[0.02em] sm:text-5xl">{title}</h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-neutral-700 lg:mx-0 dark:text-neutral-300">
            {lead}
          </p>
          <p className="mx-auto mt-4 max-w-xl text-sm text-neutral-600 lg:mx-0 dark:text-neutral-400">
            {perk}
          </p>
          <div className="mt-10 flex flex-col items-center gap-3 sm:flex-row sm:justify-center lg:justify-start">
            <Button asChild size="lg" tracking="wider">
              <Link to={paths.waitlist}>JOIN WAITLIST</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={paths.howItWorks}>How It Works</Link>
            </Button>
          </div>
        </div>
        <div className="mx-auto w-56 sm:w-72">
          <RenderedPicture image={HERO_IMAGE} alt="" sizes="288px" className="rounded-[2rem]" />
        </div>
      </div>
    </main>
  );
}
