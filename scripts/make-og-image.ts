/**
 * Renders the Open Graph image shared links show (web/public/og-image.png, 1200 × 630,
 * committed): the wordmark and headline in the site's own fonts beside the rendered hero,
 * drawn by Chromium from a small HTML page. Run again after changing the hero:
 *
 *   npx tsx scripts/make-og-image.ts   (CHROMIUM=/path/to/chromium to override)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const file = (path: string) => new URL(path, import.meta.url).href;
const font = (pkg: string, name: string) => file(`../node_modules/${pkg}/files/${name}`);

const html = `<!doctype html><html><head><style>
@font-face { font-family: Playfair; src: url(${font('@fontsource/playfair-display', 'playfair-display-latin-400-normal.woff2')}); }
@font-face { font-family: Inter; src: url(${font('@fontsource-variable/inter', 'inter-latin-wght-normal.woff2')}); font-weight: 100 900; }
* { margin: 0; box-sizing: border-box; }
body { width: 1200px; height: 630px; background: #faf7f2; color: #111; font-family: Inter; display: grid; grid-template-columns: 1fr 520px; align-items: center; padding: 0 0 0 84px; overflow: hidden; }
.eyebrow { font-size: 20px; font-weight: 600; letter-spacing: .35em; color: #7d5f27; text-transform: uppercase; }
h1 { font-family: Playfair; font-weight: 400; font-size: 76px; line-height: 1.02; letter-spacing: .02em; margin-top: 26px; }
p { margin-top: 28px; font-size: 26px; line-height: 1.4; color: #404040; max-width: 520px; }
.rule { width: 72px; height: 3px; background: #b8934a; margin-top: 34px; }
img { width: 520px; height: 630px; object-fit: cover; }
</style></head><body>
<div><div class="eyebrow">Unlimited</div><h1>DESIGNER<br>ON ROTATION</h1><div class="rule"></div>
<p>A members-only rotation of authenticated designer handbags.</p></div>
<img src="${file('../web/src/assets/rendered/hero-960.webp')}" alt="">
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--allow-file-access-from-files'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
// A file page may load the fonts and the hero from the repository.
const htmlFile = join(mkdtempSync(join(tmpdir(), 'og-')), 'og-image.html');
writeFileSync(htmlFile, html);
await page.goto(pathToFileURL(htmlFile).href, { waitUntil: 'load' });
await page.evaluate(() => document.fonts.ready);
await page.screenshot({ path: new URL('../web/public/og-image.png', import.meta.url).pathname });
await browser.close();
console.log('web/public/og-image.png');
