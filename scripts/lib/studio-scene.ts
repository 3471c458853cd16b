/**
 * The "studio" rendering of the site's illustrations: a drawing (the seed's bag
 * silhouettes, the hero, the How It Works steps) placed on a lit cream backdrop with a
 * floor shadow, its leather given soft volume, edge highlights and a fine grain by SVG
 * lighting filters, and its hardware (the trim colour) turned into brushed gold. The SVG
 * is then rasterised with sharp (scripts/make-seed-photos.ts, scripts/make-site-images.ts),
 * so the browser gets small AVIF/WebP files instead of filter-heavy vectors.
 */

export interface StudioOptions {
  /** The drawing's elements, in a 400 × 400 user space. */
  art: string;
  /** Extra <defs> the drawing needs (patterns, gradients). */
  defs?: string;
  /** The backdrop colour (the centre is lighter, the corners deeper). */
  backdrop: string;
  /** The hardware colour in `art`; its fills and strokes become brushed metal. */
  trim?: string;
  /** viewBox of the frame, `0 0 400 400` by default (a detail crop uses a smaller one). */
  viewBox?: string;
  /** Pixel size the SVG declares (sharp rasterises at it). */
  width: number;
  height: number;
  /** Floor shadow: centre y and half-width in user units; none when null. */
  floor?: { y: number; rx: number } | null;
}

/** The lighting filter: soft diffuse falloff from the top left, specular edges, grain. */
const LEATHER_FILTER = `<filter id="studio-leather" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB">
<feGaussianBlur in="SourceAlpha" stdDeviation="4" result="blur"/>
<feSpecularLighting in="blur" surfaceScale="4" specularConstant=".7" specularExponent="22" lighting-color="#fff" result="spec"><fePointLight x="90" y="30" z="260"/></feSpecularLighting>
<feComposite in="spec" in2="SourceAlpha" operator="in" result="specIn"/>
<feDiffuseLighting in="blur" surfaceScale="3" diffuseConstant="1.25" lighting-color="#fff" result="diff"><fePointLight x="110" y="40" z="330"/></feDiffuseLighting>
<feComposite in="SourceGraphic" in2="diff" operator="arithmetic" k1="1" k2="0" k3="0" k4="0" result="lit"/>
<feTurbulence type="fractalNoise" baseFrequency="1.2" numOctaves="2" seed="7" result="noise"/>
<feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -.5 .3" result="grain"/>
<feComposite in="grain" in2="SourceAlpha" operator="in" result="grainIn"/>
<feMerge><feMergeNode in="lit"/><feMergeNode in="grainIn"/><feMergeNode in="specIn"/></feMerge>
</filter>`;

/** `#rrggbb` mixed towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 0xff;
    const target = amount > 0 ? 255 : 0;
    return Math.round(c + (target - c) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The drawing's hardware colour as brushed metal. */
function metallic(art: string, trim: string | undefined): string {
  if (!trim) return art;
  const colour = escapeRegExp(trim);
  return art
    .replace(new RegExp(`fill="${colour}"`, 'gi'), 'fill="url(#studio-metal)"')
    .replace(new RegExp(`stroke="${colour}"`, 'gi'), 'stroke="url(#studio-metal)"');
}

/** The complete SVG of a studio rendering. */
export function studioScene({
  art,
  defs = '',
  backdrop,
  trim,
  viewBox = '0 0 400 400',
  width,
  height,
  floor = { y: 334, rx: 160 },
}: StudioOptions): string {
  const [x0, y0, w, h] = viewBox.split(/\s+/).map(Number) as [number, number, number, number];
  const metal = trim
    ? `<linearGradient id="studio-metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(trim, 0.75)}"/><stop offset=".35" stop-color="${trim}"/><stop offset=".62" stop-color="${shade(trim, -0.38)}"/><stop offset=".8" stop-color="${shade(trim, 0.55)}"/><stop offset="1" stop-color="${trim}"/></linearGradient>`
    : '';
  const shadow = floor
    ? `<ellipse cx="200" cy="${floor.y}" rx="${floor.rx}" ry="18" fill="url(#studio-shadow)"/>` +
      `<ellipse cx="200" cy="${floor.y - 4}" rx="${Math.round(floor.rx * 0.74)}" ry="5" fill="#000" fill-opacity=".18" filter="url(#studio-soft)"/>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="${width}" height="${height}">` +
    `<defs>${defs}` +
    `<radialGradient id="studio-backdrop" cx="50%" cy="36%" r="80%"><stop offset="0" stop-color="${shade(backdrop, 0.8)}"/><stop offset=".55" stop-color="${backdrop}"/><stop offset="1" stop-color="${shade(backdrop, -0.12)}"/></radialGradient>` +
    `<linearGradient id="studio-floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".07"/></linearGradient>` +
    `<radialGradient id="studio-shadow"><stop offset="0" stop-color="#000" stop-opacity=".32"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `<filter id="studio-soft" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="3"/></filter>` +
    metal +
    LEATHER_FILTER +
    `</defs>` +
    `<rect x="${x0}" y="${y0}" width="${w}" height="${h}" fill="url(#studio-backdrop)"/>` +
    `<rect x="${x0}" y="${y0 + h * 0.75}" width="${w}" height="${h * 0.25}" fill="url(#studio-floor)"/>` +
    shadow +
    `<g filter="url(#studio-leather)">${metallic(art, trim)}</g>` +
    `</svg>`
  );
}
