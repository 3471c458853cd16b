import { Fragment } from 'react';
import { Reveal } from '@/components/ui/reveal';
import { useMediaQuery } from '@/lib/media/use-media-query';
import { BRAND_STRIP } from '@/lib/public-data/marketing-copy';

/** Width from which the strip lists 7 houses instead of 4. */
export const BRAND_STRIP_WIDE_QUERY = '(min-width: 1024px)';

/** Social proof: fashion-house names, 4 on narrow screens and 7 on wider ones. */
export function BrandStrip() {
  const wide = useMediaQuery(BRAND_STRIP_WIDE_QUERY);
  const names = BRAND_STRIP.slice(0, wide ? 7 : 4);
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
      <ul
        className={
          wide
            ? 'mx-auto mt-6 flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-2 xl:gap-x-7'
            : 'mx-auto mt-6 grid max-w-md grid-cols-2 gap-x-4 gap-y-3 text-center'
        }
      >
        {names.map((name, i) => (
          <Fragment key={name}>
            {wide && i > 0 && (
              <li aria-hidden="true" className="text-gold">
                ·
              </li>
            )}
            <li className="font-display text-base tracking-[0.12em] whitespace-nowrap text-ink uppercase xl:text-lg dark:text-neutral-100">
              {name}
            </li>
          </Fragment>
        ))}
      </ul>
    </Reveal>
  );
}
