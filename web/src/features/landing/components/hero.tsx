import { Link } from '@/lib/navigation/navigation';
import { Button } from '@/components/ui/button';
import { RenderedPicture } from '@/components/ui/rendered-picture';
import { paths } from '@/config/paths';
import { HERO_IMAGE } from '@/lib/public-data/site-images';

const secondaryLinkClasses =
  'inline-flex min-h-11 items-center underline underline-offset-4 decoration-gold/70 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden px-6 pt-10 pb-20 sm:pt-16 lg:pt-20 lg:pb-28"
    >
      {/* The watermark is decoration: drawn by CSS, so it is not text to read or contrast-check. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-10 -z-10 text-center font-display text-[15vw] leading-none tracking-[0.02em] text-ink/[0.045] select-none before:content-['UNLIMITED'] lg:top-6 lg:text-[17vw] dark:text-white/[0.05]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1.15fr_1fr]">
        <div className="text-center lg:text-left">
          <p className="text-xs font-semibold tracking-[0.35em] text-gold-deep uppercase dark:text-gold">
            Members-only luxury
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-[2.6rem] leading-[1.05] tracking-[0.02em] sm:text-6xl lg:text-7xl"
          >
            DESIGNER ON ROTATION
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-neutral-700 lg:mx-0 dark:text-neutral-300">
            Access an exclusive membership for borrowing, swapping, and owning luxury bags—without
            the full price tag.
          </p>
          <div className="mt-10 flex justify-center lg:justify-start">
            <Button asChild size="lg" tracking="wider">
              <Link to={paths.waitlist}>JOIN WAITLIST</Link>
            </Button>
          </div>
          {/* Before joining, a visitor may look at the bags and read the answers. */}
          <ul className="mt-5 flex justify-center gap-x-6 text-sm font-semibold lg:justify-start">
            <li>
              <Link to={paths.bags} className={secondaryLinkClasses}>
                Browse the closet
              </Link>
            </li>
            <li>
              <Link to={paths.faq} className={secondaryLinkClasses}>
                Read the FAQ
              </Link>
            </li>
          </ul>
        </div>
        <div className="relative mx-auto w-full max-w-xs sm:max-w-sm lg:max-w-md">
          <div
            aria-hidden="true"
            className="absolute inset-6 -z-10 rounded-full bg-gradient-to-br from-gold/25 via-transparent to-transparent blur-2xl"
          />
          <RenderedPicture
            image={HERO_IMAGE}
            alt="Three designer handbags in a studio: a black flap bag with a gold clasp, a cognac top-handle bag and a sage bucket bag"
            sizes="(min-width: 1024px) 448px, (min-width: 640px) 384px, 320px"
            priority
            className="rounded-[2rem] shadow-[0_40px_80px_-40px_rgba(17,17,17,0.45)]"
          />
        </div>
      </div>
    </section>
  );
}
