// Prerenders the public pages into the built app (run by `npm run build` after the client
// and SSR builds): dist/index.html gets `/` inside #root, dist/<page>.html the other
// prerendered pages (served at /<page> by Hosting's cleanUrls), and dist/spa.html keeps
// the empty shell that the app's other addresses are rewritten to (firebase.json), so no
// other page flashes the landing page before its scripts run.
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const web = join(import.meta.dirname, '..');
const dist = join(web, 'dist');
const ssr = join(web, 'dist-ssr');
const {
  renderPage,
  pageDescription,
  PRERENDERED_PATHS,
  ROUTER_FREE_ENTRIES,
  VISITOR_VIEWS,
  PAGE_PRECONNECTS,
  PAGE_PRELOADS,
  EARLY_SCRIPTS,
  MAGAZINE_TEMPLATES,
  MAGAZINE_TEMPLATE_PATH,
} = await import(pathToFileURL(join(ssr, 'entry-server.js')).href);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

// `vite build` empties dist, so spa.html exists only when this script runs again.
const spa = join(dist, 'spa.html');
const shell = readFileSync(existsSync(spa) ? spa : join(dist, 'index.html'), 'utf8');
const EMPTY_ROOT = '<div id="root"></div>';
if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT}`);
writeFileSync(spa, shell);
// Addresses no rewrite names get 404.html with status 404 from Hosting; it is the same
// shell, so the app starts there too and shows its 404 page (or the page itself, should
// a route ever be missing from the rewrites).
writeFileSync(join(dist, '404.html'), shell);

/*
 * A prerendered page is readable before any script runs, so its scripts (React, the
 * router, the page) load after the first paint instead of competing with the stylesheet
 * and fonts for the connection: the entry script and its modulepreload links leave the
 * head, and a small inline script adds the entry once a frame has been painted (or after
 * a second when frames do not run, as in a background tab). The waitlist form stays
 * disabled until the app runs, so nothing can be submitted natively before.
 */
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOADS = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;
const entry = shell.match(ENTRY)?.[1];
if (!entry) throw new Error('dist/index.html has no entry module script');
// The script's text never changes from build to build (the entry's hashed name is in an
// attribute), so the Content-Security-Policy in firebase.json allows it by its hash. A page
// with an early script (`data-wait`, below) starts the app once that script says it is
// done (`unlimited:early-done`, src/bags-entry.ts), or after three seconds regardless.
const loaderFor = (src) =>
  `<script data-entry="${src}"${src === entry ? '' : ` data-app-entry="${entry}"`}>(function(){` +
  "var c=document.currentScript,e=c.getAttribute('data-entry');" +
  'var done=false;function load(){if(done)return;done=true;' +
  "var s=document.createElement('script');s.type='module';s.crossOrigin='';" +
  's.src=e;document.head.appendChild(s)}' +
  "if(c.hasAttribute('data-wait')){document.addEventListener('unlimited:early-done',load);setTimeout(load,3000);return}" +
  'requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})()</script>';
/** The shell of a prerendered page that starts with `entry` (the app's, by default). */
const prerenderedShell = (entryUrl) =>
  shell
    .replace(ENTRY, '')
    .replace(PRELOADS, '')
    .replace('</body>', () => `${loaderFor(entryUrl)}\n  </body>`);

/*
 * A page that hydrates without React Router (`/`, `/waitlist`) starts with its own entry module,
 * named in the SSR bundle (the loader's `data-app-entry` names the app's, for that entry
 * to start the app when the markup was served at another address); the stylesheet stays
 * the app's, from the shell.
 */
function entryOf(path) {
  const module = ROUTER_FREE_ENTRIES[path];
  if (module === undefined) return entry;
  return `/${entryChunk(path, module).file}`;
}

/**
 * The manifest's chunk of an entry a prerendered page loads besides the app's. Nothing it
 * loads, at start or later, may be the app's entry chunk: loading it would start the app
 * (main.tsx) a second time, or over a page already hydrated.
 */
function entryChunk(path, module) {
  const chunk = manifest[module];
  if (!chunk?.isEntry)
    throw new Error(`${path}: the build has no entry ${module} (vite.config.ts)`);
  const reached = new Set();
  const visit = (key) => {
    if (reached.has(key)) return;
    reached.add(key);
    const chunkOf = manifest[key] ?? {};
    for (const next of [...(chunkOf.imports ?? []), ...(chunkOf.dynamicImports ?? [])]) visit(next);
  };
  visit(module);
  if (reached.has('index.html')) {
    throw new Error(`${path}: ${module} reaches the app's entry chunk (index.html)`);
  }
  return chunk;
}

/*
 * A page with an early script (`EARLY_SCRIPTS`: a visitor's `/bags` puts its first bags up
 * before the app has loaded) loads it from the head, one self-contained file
 * (vite.early.config.ts), so it runs as soon as it is fetched; the data it reads is
 * a JSON block in the body (not run, so the Content-Security-Policy has nothing to
 * allow). The page's loader waits for it before starting the app (`data-wait`, below).
 */
const earlyManifestFile = join(dist, '.vite/early-manifest.json');
const earlyManifest = existsSync(earlyManifestFile)
  ? JSON.parse(readFileSync(earlyManifestFile, 'utf8'))
  : {};
async function withEarlyScript(page, path) {
  const early = EARLY_SCRIPTS[path];
  if (!early) return page;
  const chunk = earlyManifest[early.entry];
  if (!chunk?.isEntry || chunk.imports?.length || chunk.dynamicImports?.length) {
    throw new Error(`${path}: the early build has no self-contained ${early.entry}`);
  }
  // `async`: run once fetched, without holding back DOMContentLoaded (and with it, here,
  // the page's first paint).
  const script = `<script type="module" async crossorigin src="/${chunk.file}"></script>`;
  // As JSON in HTML: no `<` that could close the block early.
  const json = JSON.stringify(await early.data.value()).replaceAll('<', '\\u003c');
  const data = `<script type="application/json" id="${early.data.id}">${json}</script>`;
  return page
    .replace(/(<link rel="stylesheet"[^>]*>)/, (stylesheet) => `${stylesheet}\n    ${script}`)
    .replace('<script data-entry=', () => '<script data-wait data-entry=')
    .replace('</body>', () => `${data}\n  </body>`);
}

/*
 * React renders a page's <title> where the page is; it belongs in the head, in place of
 * the app's. The last one rendered is the most specific (the root layout's comes first).
 * While hydrating, React takes over the head's title element.
 */
const TITLES = /<title>([^<]*)<\/title>/g;
if (!/<title>[^<]*<\/title>/.test(shell)) throw new Error('dist/index.html has no <title>');
// A page with its own description (a route's `handle.description`) replaces the app's.
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*(")/;
if (!DESCRIPTION.test(shell)) throw new Error('dist/index.html has no meta description');
const escapeAttribute = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/*
 * Shared links: each page's Open Graph title, description, address and image. Crawlers
 * need absolute addresses, so they are built on the site's public origin (VITE_SITE_URL
 * at build time; the brand's domain by default).
 */
const SITE_URL = (process.env.VITE_SITE_URL || 'https://unlimitedrotation.com').replace(/\/$/, '');
const ogTag = (property) => new RegExp(`(<meta\\s+property="${property}"\\s+content=")[^"]*(")`);
for (const property of ['og:title', 'og:description', 'og:image']) {
  if (!ogTag(property).test(shell)) throw new Error(`dist/index.html has no ${property}`);
}
const unescapeTitle = (text) =>
  text
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<');
/** The page's Open Graph tags, with `og:url` added after the image. */
function withOpenGraph(html, { path, title, description }) {
  const set = (page, property, value) =>
    page.replace(ogTag(property), (_, start, end) => `${start}${escapeAttribute(value)}${end}`);
  let page = set(html, 'og:title', unescapeTitle(title));
  if (description !== null) page = set(page, 'og:description', description);
  page = set(page, 'og:image', `${SITE_URL}/og-image.png`);
  const url = `${SITE_URL}${path === '/' ? '/' : path}`;
  const imageTag = /<meta\s+property="og:image"\s+content="[^"]*"\s*\/>/;
  return page.replace(
    imageTag,
    (tag) => `${tag}\n    <meta property="og:url" content="${escapeAttribute(url)}" />`,
  );
}

/*
 * The one image a page marks `data-preload` (the landing hero, its largest paint) is
 * fetched with the stylesheet, ahead of the fonts: its AVIF candidates are preloaded from
 * the head (browsers without AVIF skip the hint and use the <picture>'s other sources).
 */
const PRELOADED_PICTURE =
  /<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"\/>(?:(?!<\/picture>)[\s\S])*?<img[^>]*data-preload=""/i;
function withImagePreload(page, html) {
  const match = PRELOADED_PICTURE.exec(html);
  if (!match) return page;
  const [, srcset, sizes] = match;
  const link = `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high" />`;
  return page.replace(
    /(<link rel="stylesheet"[^>]*>)/,
    (stylesheet) => `${stylesheet}\n    ${link}`,
  );
}

/*
 * The text of a prerendered page is set in two web fonts (index.css: Inter, and Playfair
 * Display for headings), which load with `font-display: swap`: text drawn in a fallback
 * font before they arrive moves when they do (a layout shift). Their Latin files, the
 * ones these pages use, are fetched from the head beside the stylesheet, so they are
 * usually there for the first paint.
 */
const FONTS = [
  /^inter-latin-wght-normal-[\w-]+\.woff2$/,
  /^playfair-display-latin-400-normal-[\w-]+\.woff2$/,
];
const fontFiles = readdirSync(join(dist, 'assets'));
const fontPreloads = FONTS.map((pattern) => {
  const file = fontFiles.find((name) => pattern.test(name));
  if (!file) throw new Error(`dist/assets has no font file matching ${pattern}`);
  return `<link rel="preload" as="font" type="font/woff2" href="/assets/${file}" crossorigin />`;
});
const withFontPreloads = (page) =>
  page.replace(
    /(<link rel="stylesheet"[^>]*>)/,
    (link) => `${link}\n    ${fontPreloads.join('\n    ')}`,
  );

/*
 * A page that reads from another origin as it starts (`/bags`: Firestore's REST API) has
 * the connection opened from the head, while its scripts load. The reads are CORS
 * requests without credentials, hence `crossorigin`.
 */
const withPreconnects = (page, path) =>
  page.replace(/(<link rel="stylesheet"[^>]*>)/, (stylesheet) =>
    [
      stylesheet,
      ...(PAGE_PRECONNECTS[path] ?? []).map(
        (origin) => `<link rel="preconnect" href="${escapeAttribute(origin)}" crossorigin />`,
      ),
      ...(PAGE_PRELOADS[path] ?? []).map(
        (url) => `<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin />`,
      ),
    ].join('\n    '),
  );

/**
 * The page `path` rendered as `rendered` (#root's markup and its <title>s), in the built
 * shell, written to dist/`file`.html; #root says it holds `stamp`'s markup.
 */
async function writePage(path, rendered, file, stamp = path) {
  const pageTitle = [...rendered.matchAll(TITLES)].at(-1)?.[1];
  if (!pageTitle) throw new Error(`${path}: the prerendered page has no <title>`);
  const html = rendered.replace(TITLES, '');
  const description = pageDescription(path);
  const page = withOpenGraph(prerenderedShell(entryOf(path)), {
    path,
    title: pageTitle,
    description,
  })
    .replace(/<title>[^<]*<\/title>/, () => `<title>${pageTitle}</title>`)
    .replace(DESCRIPTION, (tag, start, end) =>
      description === null ? tag : `${start}${escapeAttribute(description)}${end}`,
    )
    .replace(EMPTY_ROOT, () => {
      // A page prerendered as a visitor sees it says what happens to it for a member.
      const view = VISITOR_VIEWS[path] ? ` data-visitor-view="${VISITOR_VIEWS[path]}"` : '';
      return `<div id="root" data-prerendered="${stamp}"${view}>${html}</div>`;
    });
  const target = join(dist, `${file}.html`);
  const head = withPreconnects(withImagePreload(withFontPreloads(page), html), path);
  writeFileSync(target, await withEarlyScript(head, path));
  console.log(`prerendered ${path} -> ${target.slice(web.length + 1)} (${html.length} chars)`);
}

for (const path of PRERENDERED_PATHS) {
  await writePage(path, await renderPage(path), path === '/' ? 'index' : path.slice(1));
}

/*
 * The Magazine's templates (entry-server.tsx MAGAZINE_TEMPLATES), which the
 * `magazinePages` function fills with the articles of the moment; each is stamped with the
 * placeholder the function replaces with the page's address.
 */
for (const { file, path, render } of MAGAZINE_TEMPLATES) {
  await writePage(path, await render(), file, MAGAZINE_TEMPLATE_PATH);
}
rmSync(ssr, { recursive: true, force: true });
