/**
 * Renders the seed's product photos into scripts/seed-renders/ (committed, so seeding
 * only copies files): every drawing, colourway and view the seed catalogue uses, as a
 * studio rendering (lib/seed-photo-scene) in AVIF and WebP at 400 and 800 px and a
 * 400 px JPEG fallback. Renderings already on disk are kept; run again after changing a
 * drawing, a palette or the scene (with --force to redo them all):
 *
 *   npx tsx scripts/make-seed-photos.ts [--force]
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { seedProducts, type SeedPhoto } from './seed-data';
import {
  SEED_PHOTO_SUFFIXES,
  SEED_PHOTO_WIDTHS,
  seedPhotoScene,
  seedRenderKey,
} from './lib/seed-photo-scene';

const OUT = new URL('./seed-renders/', import.meta.url);
const force = process.argv.includes('--force');
const largest = Math.max(...SEED_PHOTO_WIDTHS);

const wanted = new Map<string, SeedPhoto>();
for (const product of seedProducts()) {
  for (const photo of product.photoFiles) wanted.set(seedRenderKey(photo), photo);
}

mkdirSync(OUT, { recursive: true });
// Renderings no product uses any more are removed.
for (const file of readdirSync(OUT)) {
  const key = file.replace(/(-\d+)?\.(avif|webp|jpg)$/, '');
  if (!wanted.has(key)) rmSync(new URL(file, OUT));
}

let rendered = 0;
for (const [key, photo] of wanted) {
  const done = SEED_PHOTO_SUFFIXES.every((suffix) => existsSync(new URL(`${key}${suffix}`, OUT)));
  if (done && !force) continue;
  const template = readFileSync(
    new URL(`./seed-assets/${photo.silhouette}.svg`, import.meta.url),
    'utf8',
  );
  const svg = seedPhotoScene(template, photo.palette, photo.view, largest);
  // Rasterised once; every variant is encoded from the same pixels.
  const pixels = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const width of SEED_PHOTO_WIDTHS) {
    const image = sharp(pixels).resize(width);
    await image
      .clone()
      .avif({ quality: 55, effort: 3 })
      .toFile(new URL(`${key}-${width}.avif`, OUT).pathname);
    await image
      .clone()
      .webp({ quality: 80 })
      .toFile(new URL(`${key}-${width}.webp`, OUT).pathname);
  }
  await sharp(pixels)
    .resize(Math.min(...SEED_PHOTO_WIDTHS))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(new URL(`${key}.jpg`, OUT).pathname);
  rendered++;
  console.log(`seed-renders/${key}  (${rendered})`);
}
console.log(`${wanted.size} renderings, ${rendered} made now`);
