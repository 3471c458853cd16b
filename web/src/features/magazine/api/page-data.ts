/**
 * The data a server-rendered Magazine page came with (`magazinePages` fills the page and
 * adds its data as JSON: domain `MAGAZINE_PAGE_DATA_ID`). The route reads it before
 * hydrating (`primeMagazineFromPage`, its `beforeHydrate`), and the page's first render
 * starts from it (`primedMagazine`), so it hydrates the markup it was sent with
 * instead of showing its loading state and asking again. A primed answer serves the first
 * render of its page only: the page's load drops it (`dropPrimedMagazine`), so a later
 * visit reads afresh.
 */
import {
  MAGAZINE_PAGE_DATA_ID,
  readMagazinePageData,
  type ArticleCard,
  type ArticlePageData,
  type MagazinePageData,
} from '@unlimited/domain';

/** The key of the list's answer. */
export const ARTICLES_KEY = 'articles';
/** The key of one article's answer. */
export const articleKey = (slug: string) => `article:${slug}`;

const primed = new Map<string, ArticleCard[] | ArticlePageData>();

/** Keeps `data` for the first render of its page (also how the build renders templates). */
export function primeMagazine(data: MagazinePageData): void {
  if (data.kind === 'list') primed.set(ARTICLES_KEY, data.articles);
  else primed.set(articleKey(data.article.slug), data.article);
}

/** The answer kept for `key`; `undefined` when there is none. */
export function primedMagazine<T extends ArticleCard[] | ArticlePageData>(
  key: string,
): T | undefined {
  return primed.get(key) as T | undefined;
}

/** Forgets the answer kept for `key`; whether there was one. */
export function dropPrimedMagazine(key: string): boolean {
  return primed.delete(key);
}

/** The page's data block, kept for the page's first render; nothing when there is none. */
export async function primeMagazineFromPage(): Promise<void> {
  const block = document.getElementById(MAGAZINE_PAGE_DATA_ID);
  if (block === null) return;
  let data: MagazinePageData | null;
  try {
    data = readMagazinePageData(JSON.parse(block.textContent ?? ''));
  } catch {
    data = null;
  }
  if (data !== null) primeMagazine(data);
}
