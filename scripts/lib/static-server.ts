import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import { minimatch } from 'minimatch';

/** A Hosting rewrite of firebase.json: a glob `source` served by the file `destination`. */
export interface Rewrite {
  source: string;
  destination: string;
}

/** A Hosting redirect of firebase.json: a glob `source` sent on to `destination`. */
export interface Redirect {
  source: string;
  destination: string;
  type: 301 | 302;
}

/** What the local server mirrors of firebase.json's `hosting`. */
export interface HostingRules {
  redirects: Redirect[];
  rewrites: Rewrite[];
}

/**
 * What a rewrite to a function would answer (firebase.json's `function` rewrites, which a
 * static server cannot run): the page's HTML, or `null` for this server's own answer.
 */
export type FunctionPages = (pathname: string) => Promise<string | null>;

/** The redirects and rewrites of the repository's firebase.json. */
export function hostingRules(): HostingRules {
  const config = JSON.parse(
    readFileSync(join(import.meta.dirname, '..', '..', 'firebase.json'), 'utf8'),
  ) as { hosting: { redirects?: Redirect[]; rewrites?: Partial<Rewrite>[] } };
  // Rewrites to a function (no destination file) have nothing to serve here.
  const rewrites = (config.hosting.rewrites ?? []).filter(
    (entry): entry is Rewrite =>
      typeof entry.source === 'string' && typeof entry.destination === 'string',
  );
  return { redirects: config.hosting.redirects ?? [], rewrites };
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.json': 'application/json',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Sends `body` with `status`, compressed as Firebase Hosting serves it when the type is
 * text and the client takes gzip, so Lighthouse sees the bytes a visitor downloads.
 */
function send(
  response: ServerResponse,
  request: IncomingMessage,
  status: number,
  type: string,
  body: Readable,
) {
  const gzip =
    COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding']));
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  (gzip ? body.pipe(createGzip()) : body).pipe(response);
}

/**
 * Serves the built app as Firebase Hosting does with firebase.json, in Hosting's order
 * (globs matched with minimatch, as the Hosting emulator does): `/page.html` and `/page/`
 * redirect to `/page` (cleanUrls, trailingSlash: false); then the first matching redirect;
 * then a file of `root` (a folder's index.html for a folder, `/` included) or, as
 * cleanUrls does, `<path>.html` (the prerendered public pages); then the file of the first
 * matching rewrite; else what `functionPages` answers (the pages Hosting sends through a
 * function); else 404.html with status 404. Listens on a free port of 127.0.0.1.
 */
export async function serveStatic(
  root: string,
  { redirects, rewrites }: HostingRules = hostingRules(),
  functionPages: FunctionPages = () => Promise.resolve(null),
): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    void answer(request, response);
  });
  async function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400, { 'Content-Type': TYPES['.txt'] });
      response.end('Bad Request');
      return;
    }
    // cleanUrls drops `.html` (and `index.html`); trailingSlash false drops the slash.
    const clean = pathname.replace(/(\/index)?\.html$/, '').replace(/(.)\/+$/, '$1') || '/';
    const redirect = redirects.find((entry) => minimatch(pathname, entry.source));
    const moved =
      clean !== pathname
        ? { status: 301, location: clean }
        : redirect
          ? { status: redirect.type, location: redirect.destination }
          : null;
    if (moved) {
      response.writeHead(moved.status, { Location: moved.location + url.search });
      response.end();
      return;
    }
    const candidate = normalize(join(root, pathname));
    const inside = candidate === root || candidate.startsWith(root + sep);
    const isFile = (path: string) => inside && existsSync(path) && statSync(path).isFile();
    const rewrite = rewrites.find((entry) => minimatch(pathname, entry.source));
    const rewritten = rewrite ? join(root, rewrite.destination) : null;
    const found = isFile(candidate)
      ? candidate
      : isFile(join(candidate, 'index.html'))
        ? join(candidate, 'index.html')
        : isFile(`${candidate}.html`)
          ? `${candidate}.html`
          : rewritten !== null && existsSync(rewritten)
            ? rewritten
            : null;
    if (found === null) {
      const page = await functionPages(pathname).catch((error: unknown) => {
        console.error(`The page of ${pathname} failed:`, error);
        return null;
      });
      if (page !== null) {
        send(response, request, 200, TYPES['.html']!, Readable.from([page]));
        return;
      }
    }
    const notFound = join(root, '404.html');
    if (found === null && !existsSync(notFound)) {
      response.writeHead(404, { 'Content-Type': TYPES['.txt'] });
      response.end('Not Found');
      return;
    }
    const file = found ?? notFound;
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    send(response, request, found === null ? 404 : 200, type, createReadStream(file));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
