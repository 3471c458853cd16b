// @vitest-environment node
import { minimatch } from 'minimatch';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { PRERENDERED_PATHS } from '@/entry-server';
import firebaseJson from '../../../firebase.json';

/*
 * Hosting answers an address with a prerendered page, else with the first rewrite whose
 * glob matches (minimatch), else with 404.html and status 404. Every address of the app
 * must reach the app; a new route missing from firebase.json's rewrites would still start
 * the app from 404.html, but search engines and monitors would see a 404.
 */
const rewrites = firebaseJson.hosting.rewrites;
const servedByHosting = (path: string) =>
  (PRERENDERED_PATHS as readonly string[]).includes(path) ||
  rewrites.some((rewrite) => minimatch(path, rewrite.source));

/** Every route's address pattern, catch-alls (`*`, the 404 pages) left out. */
function routePatterns(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.path ?? '';
    const path = own.startsWith('/') ? own : `${parent.replace(/\/$/, '')}/${own}`;
    const here = route.path !== undefined && !own.includes('*') ? [path] : [];
    return [...here, ...routePatterns(route.children ?? [], route.path ? path : parent)];
  });
}

describe('firebase.json rewrites', () => {
  const patterns = routePatterns(routes);

  it('finds the app’s routes', () => {
    expect(patterns).toEqual(expect.arrayContaining(['/', '/login', '/bags/:productId']));
    expect(patterns.length).toBeGreaterThan(30);
  });

  it.each(patterns)('%s reaches the app', (pattern) => {
    // A parameter takes a sample value, as in /bags/flap-1.
    const sample = pattern.replace(/:[A-Za-z]+/g, 'sample-1');
    expect(servedByHosting(sample)).toBe(true);
  });

  it.each([
    '/no-such-page',
    '/categories',
    '/waitlist/extra',
    '/admin-tools',
    '/bags/flap-1/extra',
    '/admin/products/extra',
  ])('%s reaches none of them (a real 404)', (path) => {
    expect(servedByHosting(path)).toBe(false);
  });
});
