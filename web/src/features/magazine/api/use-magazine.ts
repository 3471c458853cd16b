import { useCallback, useEffect, useState } from 'react';
import type { ArticleDoc, Product } from '@unlimited/domain';
import { fetchArticle, fetchMentionedBags, fetchPublishedArticles } from './articles-rest';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; retry: () => void } | { status: 'success'; data: T };

/** `load`'s answer, asked for when `key` changes (and again on retry). */
function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>): LoadState<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ tag: string; result: LoadState<T> } | null>(null);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const tag = `${key}#${attempt}`;

  useEffect(() => {
    const abort = new AbortController();
    load(abort.signal).then(
      (data) => setState({ tag, result: { status: 'success', data } }),
      () => {
        if (!abort.signal.aborted) setState({ tag, result: { status: 'error', retry } });
      },
    );
    return () => abort.abort();
    // `load` is a module function of the caller's; the key says when it must run again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag, retry]);

  return state !== null && state.tag === tag ? state.result : { status: 'loading' };
}

/** The published articles, newest first. */
export function usePublishedArticles(
  load: typeof fetchPublishedArticles = fetchPublishedArticles,
): LoadState<ArticleDoc[]> {
  return useLoad('articles', (signal) => load(signal));
}

/** An article with its body as safe HTML (`renderMarkdown`). */
export type RenderedArticle = ArticleDoc & { html: string };

/**
 * One article (`null`: not in the Magazine), its body rendered. The Markdown renderer
 * (marked and DOMPurify, 23.5 KB gzip) loads beside the request, not with the page.
 */
export function useArticle(
  slug: string,
  load: typeof fetchArticle = fetchArticle,
): LoadState<RenderedArticle | null> {
  return useLoad(`article:${slug}`, async (signal) => {
    const [article, markdown] = await Promise.all([load(slug, signal), import('@/lib/markdown')]);
    return article === null ? null : { ...article, html: markdown.renderMarkdown(article.body) };
  });
}

/** The bags an article mentions, as they are now. */
export function useMentionedBags(
  ids: readonly string[],
  load: typeof fetchMentionedBags = fetchMentionedBags,
): LoadState<Product[]> {
  return useLoad(`bags:${ids.join(',')}`, (signal) =>
    ids.length === 0 ? Promise.resolve([]) : load(ids, signal),
  );
}
