import { format } from 'date-fns';
import { ARTICLE_STATE_LABELS, articleState, type ArticleDoc } from '@unlimited/domain';
import type { BadgeTone } from '@/components/ui/badge';

const TONES = { draft: 'grey', scheduled: 'blue', published: 'green' } as const satisfies Record<
  string,
  BadgeTone
>;

/** The article's state badge and the sentence about its date, at `now`. */
export function stateOf(article: Pick<ArticleDoc, 'status' | 'published_at'>, now: Date) {
  const state = articleState(article, now);
  const when = article.published_at ? format(article.published_at, 'MMM d, yyyy, h:mm a') : null;
  return {
    state,
    label: ARTICLE_STATE_LABELS[state],
    tone: TONES[state],
    sentence:
      state === 'published'
        ? `Published ${when}`
        : state === 'scheduled'
          ? `Goes out ${when}`
          : 'Not published',
  };
}
