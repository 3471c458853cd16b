import heroAvif480 from '@/assets/rendered/hero-480.avif?no-inline';
import heroAvif960 from '@/assets/rendered/hero-960.avif?no-inline';
import heroWebp480 from '@/assets/rendered/hero-480.webp?no-inline';
import heroWebp960 from '@/assets/rendered/hero-960.webp?no-inline';
import heroJpg from '@/assets/rendered/hero.jpg?no-inline';
import chooseAvif320 from '@/assets/rendered/step-choose-320.avif?no-inline';
import chooseAvif640 from '@/assets/rendered/step-choose-640.avif?no-inline';
import chooseWebp320 from '@/assets/rendered/step-choose-320.webp?no-inline';
import chooseWebp640 from '@/assets/rendered/step-choose-640.webp?no-inline';
import chooseJpg from '@/assets/rendered/step-choose.jpg?no-inline';
import joinAvif320 from '@/assets/rendered/step-join-320.avif?no-inline';
import joinAvif640 from '@/assets/rendered/step-join-640.avif?no-inline';
import joinWebp320 from '@/assets/rendered/step-join-320.webp?no-inline';
import joinWebp640 from '@/assets/rendered/step-join-640.webp?no-inline';
import joinJpg from '@/assets/rendered/step-join.jpg?no-inline';
import swapAvif320 from '@/assets/rendered/step-swap-320.avif?no-inline';
import swapAvif640 from '@/assets/rendered/step-swap-640.avif?no-inline';
import swapWebp320 from '@/assets/rendered/step-swap-320.webp?no-inline';
import swapWebp640 from '@/assets/rendered/step-swap-640.webp?no-inline';
import swapJpg from '@/assets/rendered/step-swap.jpg?no-inline';

/**
 * The site's rendered imagery (scripts/make-site-images.ts): each image in AVIF and WebP at
 * two widths, a JPEG fallback, and its intrinsic size, so the layout reserves its box.
 */
export interface RenderedImage {
  avif: string;
  webp: string;
  fallback: string;
  width: number;
  height: number;
}

const srcset = (pairs: [string, number][]) => pairs.map(([url, w]) => `${url} ${w}w`).join(', ');

export const HERO_IMAGE: RenderedImage = {
  avif: srcset([
    [heroAvif480, 480],
    [heroAvif960, 960],
  ]),
  webp: srcset([
    [heroWebp480, 480],
    [heroWebp960, 960],
  ]),
  fallback: heroJpg,
  width: 480,
  height: 480,
};

const step = (
  avif: [string, string],
  webp: [string, string],
  fallback: string,
): RenderedImage => ({
  avif: srcset([
    [avif[0], 320],
    [avif[1], 640],
  ]),
  webp: srcset([
    [webp[0], 320],
    [webp[1], 640],
  ]),
  fallback,
  width: 320,
  height: 240,
});

export const STEP_IMAGES = {
  join: step([joinAvif320, joinAvif640], [joinWebp320, joinWebp640], joinJpg),
  choose: step([chooseAvif320, chooseAvif640], [chooseWebp320, chooseWebp640], chooseJpg),
  swap: step([swapAvif320, swapAvif640], [swapWebp320, swapWebp640], swapJpg),
} as const;
