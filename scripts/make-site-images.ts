/**
 * Renders the site's own imagery into web/src/assets/rendered/ (committed): the landing
 * hero and the three How It Works steps, as studio renderings (lib/studio-scene) of the
 * seed's drawings, in AVIF and WebP at two widths with a JPEG fallback. Run again after
 * changing a drawing or the scene:
 *
 *   npx tsx scripts/make-site-images.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { PLACEHOLDER_PALETTE, type Palette, type Silhouette } from './seed-data';
import { studioScene } from './lib/studio-scene';

const OUT = new URL('../web/src/assets/rendered/', import.meta.url);
const GOLD = '#c9a24e';

/** A drawing's art, recoloured, without its flat floor shadow, placed by `transform`. */
function bag(name: Silhouette, palette: Omit<Palette, 'bg'>, transform: string): string {
  let svg = readFileSync(new URL(`./seed-assets/${name}.svg`, import.meta.url), 'utf8');
  for (const key of ['body', 'trim', 'accent'] as const) {
    svg = svg.replace(new RegExp(PLACEHOLDER_PALETTE[key], 'gi'), palette[key]);
  }
  const defs = /<defs>([\s\S]*?)<\/defs>/.exec(svg)?.[1] ?? '';
  const art = /<g id="art"[^>]*>([\s\S]*)<\/g><\/svg>/.exec(svg)?.[1] ?? '';
  const withoutShadow = art.replace(/^<ellipse[^>]*fill="#000"[^>]*\/>/, '');
  return `${defs ? `<defs>${defs}</defs>` : ''}<g transform="${transform}">${withoutShadow}</g>`;
}

const noir = { body: '#1d1d1f', trim: GOLD, accent: '#3a3a3c' };
const cognac = { body: '#9a5b2e', trim: GOLD, accent: '#5e3517' };
const bordeaux = { body: '#6e1f2a', trim: GOLD, accent: '#43101a' };
const sage = { body: '#8c9a7e', trim: GOLD, accent: '#56624c' };

/** The membership card of step 1, drawn here (no seed drawing fits). */
const CARD =
  `<g transform="rotate(-8 200 210)">` +
  `<rect x="92" y="140" width="216" height="136" rx="14" fill="#161616"/>` +
  `<rect x="92" y="176" width="216" height="14" fill="${GOLD}"/>` +
  `<rect x="112" y="214" width="34" height="26" rx="5" fill="${GOLD}"/>` +
  `<path d="M272 226 q0 22 -18 22 q-18 0 -18 -22 v-16 M272 226 v-16" fill="none" stroke="${GOLD}" stroke-width="4" stroke-linecap="round"/>` +
  `<path d="M112 256 H200" stroke="#fff" stroke-opacity=".35" stroke-width="3" stroke-linecap="round"/>` +
  `</g>`;

/** Circling arrows between two bags, for step 3. */
const SWAP_ARROWS =
  `<path d="M170 96 A60 60 0 0 1 236 100" fill="none" stroke="${GOLD}" stroke-width="6" stroke-linecap="round"/>` +
  `<path d="M228 86 L240 101 L222 108" fill="none" stroke="${GOLD}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;

interface SiteImage {
  name: string;
  art: string;
  viewBox: string;
  widths: readonly number[];
  aspect: number;
  floor: { y: number; rx: number };
}

const IMAGES: SiteImage[] = [
  {
    name: 'hero',
    art:
      bag('top-handle', cognac, 'translate(112 18) scale(.62)') +
      bag('bucket', sage, 'translate(-8 62) scale(.52)') +
      bag('flap', noir, 'translate(58 44) scale(.78)'),
    viewBox: '0 0 400 400',
    widths: [480, 960],
    aspect: 1,
    floor: { y: 306, rx: 190 },
  },
  {
    name: 'step-join',
    art: CARD,
    viewBox: '0 40 400 300',
    widths: [320, 640],
    aspect: 0.75,
    floor: { y: 300, rx: 130 },
  },
  {
    name: 'step-choose',
    art:
      bag('hobo', bordeaux, 'translate(10 40) scale(.62)') +
      bag('top-handle', noir, 'translate(150 40) scale(.62)'),
    viewBox: '0 40 400 300',
    widths: [320, 640],
    aspect: 0.75,
    floor: { y: 254, rx: 170 },
  },
  {
    name: 'step-swap',
    art:
      SWAP_ARROWS +
      bag('flap', cognac, 'translate(4 58) scale(.56)') +
      bag('bucket', noir, 'translate(172 58) scale(.56)'),
    viewBox: '0 40 400 300',
    widths: [320, 640],
    aspect: 0.75,
    floor: { y: 250, rx: 170 },
  },
];

mkdirSync(OUT, { recursive: true });
for (const image of IMAGES) {
  const largest = Math.max(...image.widths);
  const svg = studioScene({
    art: image.art,
    backdrop: '#f3ede4',
    trim: GOLD,
    viewBox: image.viewBox,
    width: largest,
    height: Math.round(largest * image.aspect),
    floor: image.floor,
  });
  const pixels = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const width of image.widths) {
    const resized = sharp(pixels).resize(width);
    await resized
      .clone()
      .avif({ quality: 55, effort: 4 })
      .toFile(new URL(`${image.name}-${width}.avif`, OUT).pathname);
    await resized
      .clone()
      .webp({ quality: 80 })
      .toFile(new URL(`${image.name}-${width}.webp`, OUT).pathname);
  }
  await sharp(pixels)
    .resize(Math.min(...image.widths))
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(new URL(`${image.name}.jpg`, OUT).pathname);
  console.log(`rendered/${image.name}`);
}
