import { Fragment } from 'react';
import { Reveal } from '@/components/ui/reveal';
import { useLayouts } from '@/lib/media/use-media-query';
import { BRAND_STRIP } from '@/lib/public-data/marketing-copy';

const nameClasses =
  'font-display text-base tracking-[0.12em] whitespace-nowrap text-ink uppercase xl:text-lg dark:text-neutral-100';

/** Social proof: fashion-house names, 4 on narrow screens and 7 from 1024 px. */
export function BrandStrip() {
  const layouts = useLayouts();
  return (
    <Reveal
      aria-labelledby="brand-strip-title"
      className="border-y border-neutral-200 bg-white/60 px-6 py-10 dark:border-neutral-800 dark:bg-neutral-900/40"
    >
      <h2
        id="brand-strip-title"
        className="text-center text-xs font-semibold tracking-[0.35em] text-neutral-600 uppercase dark:text-neutral-400"
      >
        The houses in our closet
      </h2>
      {layouts.mobile && (
        <ul className="mx-auto mt-6 grid max-w-md grid-cols-2 gap-x-4 gap-y-3 text-center lg:hidden">
          {BRAND_STRIP.slice(0, 4).map((name) => (
            <li key={name} className={nameClasses}>
              {name}
            </li>
          ))}
        </ul>
      )}
      {layouts.desktop && (
        <ul className="mx-auto mt-6 flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 max-lg:hidden xl:gap-x-7">
          {BRAND_STRIP.slice(0, 7).map((name, i) => (
            <Fragment key={name}>
              {i > 0 && (
                <li aria-hidden="true" className="text-gold">
                  ·
                </li>
              )}
              <li className={nameClasses}>{name}</li>
            </Fragment>
          ))}
        </ul>
      )}
    </Reveal>
  );
}
