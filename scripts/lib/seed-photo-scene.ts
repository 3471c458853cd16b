/**
 * The seed's product photos as studio renderings: a drawing of scripts/seed-assets/,
 * recoloured and framed for its view by `renderSeedPhoto`, placed in the studio scene
 * (lib/studio-scene). `scripts/make-seed-photos.ts` rasterises these once into
 * scripts/seed-renders/ (committed), and the seed copies them into the built site.
 */
import { createHash } from 'node:crypto';
import { renderSeedPhoto, type Palette, type SeedPhoto } from '../seed-data';
import { studioScene } from './studio-scene';

/** Widths of the responsive variants (AVIF and WebP); the JPEG fallback is the smaller one. */
export const SEED_PHOTO_WIDTHS = [400, 800] as const;

/** The files of one rendering, by suffix: `.jpg` (fallback) and `-{w}.avif` / `-{w}.webp`. */
export const SEED_PHOTO_SUFFIXES = [
  '.jpg',
  ...SEED_PHOTO_WIDTHS.flatMap((w) => [`-${w}.avif`, `-${w}.webp`]),
] as const;

/** Name of the rendering of a photo: the same drawing, colours and view render once. */
export function seedRenderKey(photo: Pick<SeedPhoto, 'silhouette' | 'palette' | 'view'>): string {
  const colours = createHash('sha256').update(JSON.stringify(photo.palette)).digest('hex');
  return `${photo.silhouette}-${colours.slice(0, 8)}-${photo.view}`;
}

/** The studio SVG of a photo, `size` pixels square. */
export function seedPhotoScene(
  template: string,
  palette: Palette,
  view: number,
  size: number,
): string {
  const svg = renderSeedPhoto(template, palette, view);
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 400 400';
  const defs = /<defs>([\s\S]*?)<\/defs>/.exec(svg)?.[1] ?? '';
  const group = /(<g id="art"[^>]*>)([\s\S]*)<\/g><\/svg>/.exec(svg);
  if (!group) throw new Error('seed drawing has no <g id="art">');
  // The drawing's flat floor shadow gives way to the studio's; its place sets the floor.
  const floorShadow = /^<ellipse cx="200" cy="(\d+)" rx="(\d+)"[^>]*fill="#000"[^>]*\/>/.exec(
    group[2]!,
  );
  const art = floorShadow ? group[2]!.slice(floorShadow[0].length) : group[2]!;
  return studioScene({
    art: `${group[1]}${art}</g>`,
    defs,
    backdrop: view === 4 ? '#e4ddd3' : palette.bg,
    trim: palette.trim,
    viewBox,
    width: size,
    height: size,
    floor: floorShadow
      ? { y: Number(floorShadow[1]), rx: Number(floorShadow[2]) + 25 }
      : { y: 334, rx: 160 },
  });
}
