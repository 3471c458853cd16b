/**
 * Writes the seed product illustrations to scripts/seed-assets/ (committed, so the seed
 * never hot-links an image). Run again after changing a drawing:
 *
 *   node scripts/make-seed-assets.mjs
 *
 * Each file is one handbag silhouette on a 400×400 canvas in four placeholder colours
 * (body, trim, accent, background). The seed recolours them per brand and derives the
 * extra product views (mirrored, detail crops) with `renderSeedPhoto` in seed-data.ts, so
 * these placeholder values are a contract with that function.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PLACEHOLDER = {
  body: '#2b2a29',
  trim: '#c8a96a',
  accent: '#7d5a3c',
  bg: '#f4efe8',
};
const { body: B, trim: T, accent: A, bg: BG } = PLACEHOLDER;

const MAX_BYTES = 4096;
const OUT_DIR = fileURLToPath(new URL('./seed-assets/', import.meta.url));

// Shared pieces: soft floor shadow, darker and lighter glazes over the body colour.
/** @type {(rx?: number, cy?: number) => string} */
const shadow = (rx = 130, cy = 336) =>
  `<ellipse cx="200" cy="${cy}" rx="${rx}" ry="10" fill="#000" fill-opacity=".1"/>`;
/** @param {string} d */
const shade = (d) => `<path d="${d}" fill="#000" fill-opacity=".16"/>`;
/** @param {string} d */
const gloss = (d) => `<path d="${d}" fill="#fff" fill-opacity=".1"/>`;
/** @type {(d: string, width?: number, color?: string) => string} */
const strap = (d, width = 6, color = B) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
/** @param {string} d */
const stitch = (d) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-opacity=".28" stroke-width="1.2" stroke-dasharray="4 3"/>`;

/** @type {Record<string, { title: string, art: string, defs?: string }>} */
const DRAWINGS = {
  flap: {
    title: 'Quilted flap bag with chain strap',
    defs: `<pattern id="q" width="20" height="20" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 0H20V20" fill="none" stroke="#000" stroke-opacity=".22"/></pattern>`,
    art: [
      shadow(120),
      strap('M112 176 C112 90 150 62 200 62 C250 62 288 90 288 176', 5, T),
      strap('M112 176 C112 90 150 62 200 62 C250 62 288 90 288 176', 2, B),
      `<rect x="100" y="172" width="200" height="158" rx="12" fill="${B}"/>`,
      `<rect x="100" y="172" width="200" height="158" rx="12" fill="url(#q)"/>`,
      `<path d="M100 184 Q100 172 112 172 H288 Q300 172 300 184 V250 Q300 262 288 262 H112 Q100 262 100 250 Z" fill="${B}"/>`,
      `<path d="M100 184 Q100 172 112 172 H288 Q300 172 300 184 V250 Q300 262 288 262 H112 Q100 262 100 250 Z" fill="url(#q)"/>`,
      shade(
        'M100 250 Q100 262 112 262 H288 Q300 262 300 250 V258 Q300 270 288 270 H112 Q100 270 100 258 Z',
      ),
      `<rect x="184" y="244" width="32" height="22" rx="4" fill="${T}"/>`,
      `<circle cx="200" cy="255" r="6" fill="none" stroke="${B}" stroke-width="2"/>`,
    ].join(''),
  },
  tote: {
    title: 'Open tote with slim shoulder straps',
    art: [
      shadow(120, 338),
      strap('M138 170 C138 70 168 60 178 170', 7),
      strap('M222 170 C232 60 262 70 262 170', 7),
      `<path d="M82 166 H318 L296 328 H104 Z" fill="${B}"/>`,
      shade('M82 166 H318 L316 182 H84 Z'),
      gloss('M104 190 H146 L138 318 H116 Z'),
      `<path d="M82 166 H318 L296 328 H104 Z" fill="none" stroke="${A}" stroke-width="3"/>`,
      `<rect x="186" y="196" width="28" height="38" rx="3" fill="${A}"/>`,
      `<circle cx="200" cy="206" r="4" fill="${T}"/>`,
      stitch('M92 176 H308'),
    ].join(''),
  },
  bucket: {
    title: 'Bucket bag with drawstring',
    art: [
      shadow(100),
      strap('M138 178 C140 92 260 92 262 178', 8),
      `<path d="M126 176 C122 250 124 316 160 326 H240 C276 316 278 250 274 176 Z" fill="${B}"/>`,
      `<ellipse cx="200" cy="176" rx="74" ry="16" fill="${A}"/>`,
      shade('M126 176 C126 190 274 190 274 176 C274 196 126 196 126 176 Z'),
      gloss('M144 200 C140 260 146 304 168 316 L176 316 C160 300 156 250 160 200 Z'),
      strap('M150 188 C170 210 230 210 250 188', 3, T),
      `<circle cx="200" cy="214" r="7" fill="${T}"/>`,
      `<path d="M196 220 L190 252 M204 220 L210 252" stroke="${T}" stroke-width="3" stroke-linecap="round"/>`,
    ].join(''),
  },
  'top-handle': {
    title: 'Structured top-handle bag with lock',
    art: [
      shadow(135),
      strap('M150 190 C150 110 188 104 188 190', 10),
      strap('M212 190 C212 104 250 110 250 190', 10),
      `<path d="M96 190 H304 L322 328 H78 Z" fill="${B}"/>`,
      `<path d="M96 190 H304 L310 236 H90 Z" fill="${B}"/>`,
      shade('M90 236 H310 L311 246 H89 Z'),
      stitch('M100 198 H300 M88 320 H312'),
      gloss('M104 252 H140 L132 318 H96 Z'),
      `<rect x="188" y="228" width="24" height="16" rx="3" fill="${T}"/>`,
      `<path d="M192 262 V250 A8 8 0 0 1 208 250 V262" fill="none" stroke="${T}" stroke-width="4"/>`,
      `<rect x="186" y="260" width="28" height="24" rx="4" fill="${T}"/>`,
    ].join(''),
  },
  hobo: {
    title: 'Slouchy hobo shoulder bag',
    art: [
      shadow(120),
      strap('M104 182 C118 60 282 60 296 182', 12),
      `<path d="M84 176 C92 270 140 326 200 326 C260 326 308 270 316 176 C260 206 140 206 84 176 Z" fill="${B}"/>`,
      shade('M84 176 C140 206 260 206 316 176 C300 214 100 214 84 176 Z'),
      gloss('M110 214 C118 270 150 304 180 314 C150 290 130 260 124 216 Z'),
      `<rect x="180" y="212" width="40" height="14" rx="7" fill="${T}"/>`,
      stitch('M96 190 C150 222 250 222 304 190'),
    ].join(''),
  },
  clutch: {
    title: 'Soft gathered pouch clutch',
    art: [
      shadow(130),
      `<path d="M78 206 C130 170 270 170 322 206 C330 250 318 300 300 318 C240 336 160 336 100 318 C82 300 70 250 78 206 Z" fill="${B}"/>`,
      shade('M78 206 C130 170 270 170 322 206 C300 196 250 186 200 186 C150 186 100 196 78 206 Z'),
      `<path d="M78 206 C120 236 280 236 322 206 C300 246 100 246 78 206 Z" fill="#000" fill-opacity=".14"/>`,
      `<path d="M120 222 C130 232 134 240 136 250 M170 230 C176 238 178 246 178 256 M230 230 C224 238 222 246 222 256 M280 222 C270 232 266 240 264 250" fill="none" stroke="#000" stroke-opacity=".16" stroke-width="2.5" stroke-linecap="round"/>`,
      gloss('M104 232 C100 270 108 300 126 312 C118 290 116 260 120 234 Z'),
    ].join(''),
  },
  crossbody: {
    title: 'Compact crossbody bag with long strap',
    art: [
      shadow(100),
      strap('M126 214 L60 20 M274 214 L340 20', 5),
      `<rect x="118" y="200" width="164" height="124" rx="14" fill="${B}"/>`,
      `<path d="M118 214 Q118 200 132 200 H268 Q282 200 282 214 V262 C240 282 160 282 118 262 Z" fill="${B}"/>`,
      shade('M118 262 C160 282 240 282 282 262 V270 C240 290 160 290 118 270 Z'),
      `<circle cx="200" cy="262" r="9" fill="${T}"/>`,
      `<rect x="126" y="206" width="10" height="10" rx="2" fill="${T}"/><rect x="264" y="206" width="10" height="10" rx="2" fill="${T}"/>`,
      stitch('M126 290 H274'),
    ].join(''),
  },
  backpack: {
    title: 'Nylon backpack with front pocket',
    art: [
      shadow(105),
      strap('M176 118 C176 88 224 88 224 118', 8),
      strap('M120 160 C92 200 94 280 118 318 M280 160 C308 200 306 280 282 318', 10, A),
      `<rect x="118" y="112" width="164" height="216" rx="40" fill="${B}"/>`,
      `<rect x="140" y="214" width="120" height="92" rx="18" fill="${B}"/>`,
      shade('M140 232 Q140 214 158 214 H242 Q260 214 260 232 V240 H140 Z'),
      gloss('M132 140 C128 200 130 260 140 300 L148 300 C140 260 138 200 142 140 Z'),
      `<path d="M186 248 L200 262 L214 248 Z" fill="${T}"/>`,
      `<path d="M132 150 Q200 126 268 150" fill="none" stroke="${T}" stroke-width="3"/>`,
    ].join(''),
  },
  saddle: {
    title: 'Curved saddle bag',
    art: [
      shadow(115),
      strap('M140 178 C146 88 284 88 290 200', 8),
      `<path d="M128 172 C64 172 64 312 150 318 H262 C334 318 338 228 296 204 C268 188 246 204 228 188 C206 168 170 170 128 172 Z" fill="${B}"/>`,
      shade(
        'M150 318 H262 C300 318 322 298 328 270 C310 296 280 306 250 306 H160 C120 306 96 290 88 260 C90 296 112 316 150 318 Z',
      ),
      gloss('M116 194 C92 220 92 270 116 292 C104 260 106 226 120 200 Z'),
      `<path d="M226 208 C262 206 280 236 262 262 C250 278 226 276 222 262 Z" fill="#000" fill-opacity=".12"/>`,
      `<rect x="232" y="262" width="10" height="28" rx="3" fill="${T}"/>`,
      `<path d="M228 290 H246 A10 10 0 0 1 246 310 H228 Z" fill="${T}"/>`,
    ].join(''),
  },
  baguette: {
    title: 'Baguette with short shoulder strap',
    art: [
      shadow(125),
      strap('M112 206 C120 120 280 120 288 206', 9),
      `<rect x="86" y="200" width="228" height="104" rx="14" fill="${B}"/>`,
      `<path d="M86 214 Q86 200 100 200 H300 Q314 200 314 214 V282 H86 Z" fill="${A}"/>`,
      shade('M86 282 H314 V292 H86 Z'),
      `<rect x="176" y="252" width="48" height="24" rx="5" fill="${T}"/>`,
      `<rect x="188" y="259" width="24" height="10" rx="5" fill="none" stroke="${B}" stroke-width="2.5"/>`,
      stitch('M94 212 H306'),
    ].join(''),
  },
  wallet: {
    title: 'Zip-around wallet',
    art: [
      shadow(125, 312),
      `<rect x="82" y="170" width="236" height="132" rx="14" fill="${B}"/>`,
      `<path d="M96 176 H304 Q312 176 312 184 V288" fill="none" stroke="${T}" stroke-width="4" stroke-dasharray="3 2"/>`,
      `<path d="M312 216 h10 a6 6 0 0 1 0 12 h-10" fill="${T}"/>`,
      `<rect x="320" y="218" width="22" height="8" rx="3" fill="${T}"/>`,
      gloss('M92 188 H130 V292 H92 Z'),
      `<rect x="178" y="224" width="44" height="24" rx="4" fill="${A}"/>`,
      `<circle cx="200" cy="236" r="5" fill="${T}"/>`,
    ].join(''),
  },
  bangle: {
    title: 'Enamel bangle with metal clasp',
    art: [
      shadow(125, 312),
      `<ellipse cx="200" cy="232" rx="124" ry="66" fill="none" stroke="${T}" stroke-width="30"/>`,
      `<ellipse cx="200" cy="232" rx="124" ry="66" fill="none" stroke="${B}" stroke-width="18"/>`,
      `<path d="M92 214 C120 176 280 176 308 214" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="4"/>`,
      `<rect x="176" y="278" width="48" height="40" rx="6" fill="${T}"/>`,
      `<path d="M192 286 V310 M208 286 V310" stroke="${A}" stroke-width="4" stroke-linecap="round"/>`,
    ].join(''),
  },
  scarf: {
    title: 'Folded silk square scarf',
    art: [
      shadow(130, 330),
      `<g transform="rotate(-6 200 220)">`,
      `<rect x="92" y="112" width="216" height="216" fill="${T}"/>`,
      `<rect x="104" y="124" width="192" height="192" fill="${B}"/>`,
      `<rect x="126" y="146" width="148" height="148" fill="none" stroke="${T}" stroke-width="3"/>`,
      `<circle cx="200" cy="220" r="46" fill="none" stroke="${A}" stroke-width="10"/>`,
      `<circle cx="200" cy="220" r="18" fill="${T}"/>`,
      `<path d="M126 146 L162 182 M274 146 L238 182 M126 294 L162 258 M274 294 L238 258" stroke="${A}" stroke-width="4"/>`,
      `<path d="M92 328 L308 328 L308 300 Q200 350 92 300 Z" fill="#000" fill-opacity=".08"/>`,
      `</g>`,
    ].join(''),
  },
};

/**
 * @param {string} name
 * @param {{ title: string, art: string, defs?: string }} drawing
 */
function svg(name, { title, art, defs }) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="800" height="800" role="img" aria-labelledby="t">` +
    `<title id="t">${title}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    `<rect width="400" height="400" fill="${BG}"/>` +
    `<g id="art" data-silhouette="${name}">${art}</g>` +
    `</svg>\n`
  );
}

mkdirSync(OUT_DIR, { recursive: true });
for (const file of readdirSync(OUT_DIR)) {
  if (file.endsWith('.svg')) rmSync(new URL(`./seed-assets/${file}`, import.meta.url));
}
for (const [name, drawing] of Object.entries(DRAWINGS)) {
  const text = svg(name, drawing);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_BYTES) throw new Error(`${name}.svg is ${bytes} bytes, over ${MAX_BYTES}`);
  writeFileSync(new URL(`./seed-assets/${name}.svg`, import.meta.url), text);
  console.log(`seed-assets/${name}.svg  ${bytes} bytes`);
}
