import heroAvif480 from '@/assets/rendered/hero-480.avif';
import heroAvif960 from '@/assets/rendered/hero-960.avif';
import heroWebp480 from '@/assets/rendered/hero-480.webp';
import heroWebp960 from '@/assets/rendered/hero-960.webp';
import heroJpg from '@/assets/rendered/hero.jpg';
import chooseAvif320 from '@/assets/rendered/step-choose-320.avif';
import chooseAvif640 from '@/assets/rendered/step-choose-640.avif';
import chooseWebp320 from '@/assets/rendered/step-choose-320.webp';
import chooseWebp640 from '@/assets/rendered/step-choose-640.webp';
import chooseJpg from '@/assets/rendered/step-choose.jpg';
import joinAvif320 from '@/assets/rendered/step-join-320.avif';
import joinAvif640 from '@/assets/rendered/step-join-640.avif';
import joinWebp320 from '@/assets/rendered/step-join-320.webp';
import joinWebp640 from '@/assets/rendered/step-join-640.webp';
import joinJpg from '@/assets/rendered/step-join.jpg';
import swapAvif320 from '@/assets/rendered/step-swap-320.avif';
import swapAvif640 from '@/assets/rendered/step-swap-640.avif';
import swapWebp320 from '@/assets/rendered/step-swap-320.webp';
import swapWebp640 from '@/assets/rendered/step-swap-640.webp';
import swapJpg from '@/assets/rendered/step-swap.jpg';

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
