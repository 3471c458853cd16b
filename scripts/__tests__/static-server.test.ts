import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../lib/static-server';
import { tempTree } from './temp-tree';

/* The bench and smoke server answers as Firebase Hosting does with firebase.json. */
let root: string;
let server: Awaited<ReturnType<typeof serveStatic>>;

beforeAll(async () => {
  root = tempTree('static-server-', {
    'index.html': 'landing',
    'waitlist.html': 'waitlist',
    'login.html': 'login',
    'bags.html': 'bags',
    'spa.html': 'shell',
    '404.html': 'not found',
    'assets/app.js': 'code',
  });
  server = await serveStatic(root);
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string) => fetch(server.url + path, { redirect: 'manual' });

describe('serveStatic', () => {
  it.each([
    ['/', 'landing'],
    ['/waitlist', 'waitlist'],
    ['/assets/app.js', 'code'],
    ['/login', 'login'],
    ['/reset-password', 'shell'],
    ['/signup/tier-selection', 'shell'],
    ['/bags', 'bags'],
    ['/bags/flap-1', 'shell'],
    ['/brands/chanel', 'shell'],
    ['/categories/totes', 'shell'],
    ['/admin', 'shell'],
    ['/admin/products', 'shell'],
  ])('serves %s like Hosting (firebase.json rewrites)', async (path, body) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(body);
  });

  it.each([
    '/no-such-page',
    '/categories',
    '/waitlist/extra',
    '/loginx',
    '/signup/other',
    '/bags/flap-1/extra',
    '/admin/products/extra',
  ])('answers %s, which no rewrite names, with 404.html and status 404', async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('not found');
  });

  it.each([
    ['/waitlist.html', '/waitlist'],
    ['/index.html', '/'],
    ['/waitlist/', '/waitlist'],
    ['/waitlist/?tier=crown', '/waitlist?tier=crown'],
    ['/index', '/'],
    ['/spa', '/'],
    ['/404', '/'],
  ])(
    'redirects %s to %s (cleanUrls, no trailing slash, firebase.json redirects)',
    async (path, location) => {
      const response = await get(path);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(location);
    },
  );

  it('answers 404 when a rewrite names a file the build lacks, and 400 for a broken address', async () => {
    const partial = await serveStatic(root, {
      redirects: [],
      rewrites: [{ source: '/missing', destination: '/missing-shell.html' }],
    });
    try {
      const missing = await fetch(partial.url + '/missing');
      expect(missing.status).toBe(404);
      expect(await missing.text()).toBe('not found');
      expect((await fetch(partial.url + '/%E0%A4%A')).status).toBe(400);
    } finally {
      await partial.close();
    }
  });

  it('answers a function rewrite’s page from functionPages, after the files, else 404', async () => {
    const withPages = await serveStatic(root, { redirects: [], rewrites: [] }, (pathname) =>
      Promise.resolve(pathname === '/magazine' ? '<p>magazine</p>' : null),
    );
    try {
      const page = await fetch(withPages.url + '/magazine', {
        headers: { 'Accept-Encoding': 'gzip' },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toBe('<p>magazine</p>');
      // A file of the build is served before the function's page.
      expect(await (await fetch(withPages.url + '/login')).text()).toBe('login');
      const other = await fetch(withPages.url + '/magazine/x');
      expect(other.status).toBe(404);
      expect(await other.text()).toBe('not found');
    } finally {
      await withPages.close();
    }
  });
});
