// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { MAGAZINE_TEMPLATE_CARD } from '@unlimited/domain';
import {
  MAGAZINE_TEMPLATES,
  PAGE_PRECONNECTS,
  PAGE_PRELOADS,
  pageDescription,
  PRERENDERED_PATHS,
  renderPage,
  VISITOR_VIEWS,
} from '@/entry-server';
import { fetchVaultShowcase, vaultUrl } from '@/features/vault/api/fetch-vault';
import { runQueryUrl } from '@/lib/public-data/catalog-rest';
import { SIGNED_IN_HINT_KEY } from '@/lib/public-data/signed-in-hint';

/** The opening tag of the first element carrying `attribute`, e.g. `aria-label="Main"`. */
function tagWith(html: string, attribute: string): string {
  const at = html.indexOf(attribute);
  if (at < 0) throw new Error(`no element with ${attribute}`);
  return html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
}

describe('the Magazine’s templates (filled by functions/src/magazine/pages.ts)', () => {
  const template = async (file: string) => {
    const found = MAGAZINE_TEMPLATES.find((candidate) => candidate.file === file);
    if (!found) throw new Error(`no template ${file}`);
    return found.render();
  };
  const placeholders = (html: string) =>
    [...html.matchAll(/__UNLIMITED_ARTICLE_([A-Z_]+?)__/g)].map(([, field]) => field);

  it('renders the list with one card holding every field the function fills, its cover eager', async () => {
    const html = await template('magazine-list-template');
    const cards = [...html.matchAll(/<article\b[^>]*>[\s\S]*?<\/article>/g)].map(([card]) => card);
    expect(cards).toHaveLength(1);
    expect(new Set(placeholders(cards[0]!))).toEqual(
      new Set([
        'SLUG',
        'TITLE',
        'DESCRIPTION',
        'COVER_URL',
        'COVER_ALT',
        'PUBLISHED_ISO',
        'PUBLISHED_TEXT',
        'READING',
      ]),
    );
    expect(cards[0]).toContain('loading="eager"');
    expect(html).toContain(`href="/magazine/${MAGAZINE_TEMPLATE_CARD.slug}"`);
    expect(html).not.toContain('Loading articles…');
  });

  it('renders an article with its body, its fields and the bags section the function may drop', async () => {
    const html = await template('magazine-article-template');
    expect(new Set(placeholders(html))).toEqual(
      new Set([
        'TITLE',
        'DESCRIPTION',
        'COVER_URL',
        'COVER_ALT',
        'PUBLISHED_ISO',
        'PUBLISHED_TEXT',
        'READING',
        'HTML',
      ]),
    );
    expect(html).toMatch(/<section aria-labelledby="mentioned-bags"[\s\S]*?<\/section>/);
    expect(html).not.toContain('Loading the article…');
  });
});

describe('prerendered public pages (web/scripts/prerender.mjs)', () => {
  it.each(PRERENDERED_PATHS)('%s renders to plain HTML with a title', async (path) => {
    const html = await renderPage(path);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<h1[ >]/);
    expect(html).not.toContain('<script');
  });

  it('/waitlist carries its form and both navigations, each hidden by CSS on the other side of 1024 px', async () => {
    const html = await renderPage('/waitlist');
    expect(html).toContain('<title>Join the Waitlist · Unlimited</title>');
    expect(html).toContain('Full name');
    // Typing before the app runs would be lost: the form waits for it.
    expect(html).toMatch(/<fieldset disabled=""/);
    expect(tagWith(html, 'aria-label="Main"')).toContain('max-lg:hidden');
    expect(tagWith(html, 'aria-label="Mobile"')).toContain('lg:hidden');
    expect(tagWith(html, 'aria-label="Mobile"')).not.toContain('max-lg:hidden');
  });

  it('/ carries the phone carousels and the desktop grids, and every section visible', async () => {
    const html = await renderPage('/');
    // The carousels are phone-only: their wrappers are hidden from `lg` up.
    expect(html).toMatch(
      /<div class="[^"]*lg:hidden[^"]*">(<!--\$-->)?<section[^>]*aria-label="How it works"/,
    );
    expect(html).toMatch(
      /<div class="[^"]*lg:hidden[^"]*">(<!--\$-->)?<section[^>]*aria-label="Membership tiers"/,
    );
    expect(html.match(/class="grid grid-cols-3[^"]*max-lg:hidden/g)).toHaveLength(2);
    // Sections fade in only once the page runs; the HTML shows them as they are.
    expect(html).not.toContain('opacity-0');
    expect(html).not.toContain('data-reveal');
  });

  it('gives the waitlist, How It Works and FAQ their own description; / keeps the app’s', () => {
    expect(pageDescription('/')).toBeNull();
    const descriptions = ['/waitlist', '/how-it-works', '/faq'].map(pageDescription);
    expect(descriptions[0]).toMatch(/waitlist/i);
    expect(descriptions[1]).toMatch(/works/i);
    expect(descriptions[2]).toMatch(/^Answers/);
    expect(new Set(descriptions).size).toBe(3);
  });

  it('prerenders /login and /bags as a visitor sees them, and hides /login from a member', async () => {
    expect(VISITOR_VIEWS).toEqual({
      '/login': 'hide',
      '/bags': 'keep',
      '/quiz': 'keep',
      '/vault': 'keep',
    });
    const login = await renderPage('/login');
    expect(login).toContain('<title>Log In · Unlimited</title>');
    // Sign In waits for the app (the browser would otherwise send the form by itself).
    expect(login).toMatch(/<button type="submit"[^>]* disabled=""/);
    const bags = await renderPage('/bags');
    expect(bags).toContain('Loading bags...');
    expect(bags).not.toContain('<article');
    // index.html's head script reads the signed-in hint by its real key, and index.css
    // hides the `hide` pages for someone it finds.
    const web = join(import.meta.dirname, '../..');
    expect(readFileSync(join(web, 'index.html'), 'utf8')).toContain(
      `localStorage.getItem('${SIGNED_IN_HINT_KEY}')) root.dataset.signedIn = ''`,
    );
    expect(readFileSync(join(web, 'src/index.css'), 'utf8')).toMatch(
      /html\[data-signed-in\] #root\[data-visitor-view='hide'\] \{\s*visibility: hidden;/,
    );
  });

  it('prerenders the quiz and the Vault as a visitor sees them (its first question; the Vault heading)', async () => {
    const quiz = await renderPage('/quiz');
    expect(quiz).toContain('<title>The Style Quiz · Unlimited</title>');
    expect(quiz).toContain('Where will your bags go?');
    const vault = await renderPage('/vault');
    expect(vault).toContain('<title>The Vault · Unlimited</title>');
    expect(vault).toMatch(/The Vault/);
  });

  it('has /bags and /vault connect to where their bags come from, and no other page', () => {
    expect(PAGE_PRECONNECTS).toEqual({
      '/bags': [new URL(runQueryUrl()).origin],
      '/vault': [new URL(vaultUrl()).origin],
    });
    expect(runQueryUrl().startsWith(PAGE_PRECONNECTS['/bags']![0]!)).toBe(true);
  });

  it('has /vault fetch its showcase from the head: the address the app then asks for', async () => {
    expect(PAGE_PRELOADS).toEqual({ '/vault': [vaultUrl()] });
    const fetchImpl = vi.fn(async () => new Response(null, { status: 404 }));
    await fetchVaultShowcase(fetchImpl);
    // The same address, and no header of its own, so the browser matches the preload.
    expect(fetchImpl).toHaveBeenCalledWith(PAGE_PRELOADS['/vault']![0], { signal: undefined });
  });
});
