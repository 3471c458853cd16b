/**
 * An article's Markdown as safe HTML: `marked` (GitHub-flavoured Markdown) renders it and
 * DOMPurify keeps only plain content (no scripts, styles, frames, forms or event
 * attributes), so what staff write cannot run in a reader's page. A `#` heading becomes
 * an `<h2>`: the page's title is its only `<h1>`. Links that leave the site open in a new
 * tab with `rel="noopener noreferrer"`.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

const marked = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.max(2, token.depth);
  },
});

let hooked = false;
function purifier() {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        const href = node.getAttribute('href') ?? '';
        if (/^https?:\/\//i.test(href)) {
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** The sanitised HTML of `markdown`. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return purifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'svg', 'math'],
    FORBID_ATTR: ['style', 'class', 'id'],
  });
}

/** Classes that give rendered Markdown the site's reading style. */
export const PROSE_CLASSES =
  'text-base leading-relaxed text-neutral-800 dark:text-neutral-200 [&_a]:font-semibold [&_a]:text-gold-deep [&_a]:underline [&_a]:underline-offset-4 dark:[&_a]:text-gold [&_blockquote]:my-6 [&_blockquote]:border-l-2 [&_blockquote]:border-gold [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-neutral-100 [&_code]:px-1 dark:[&_code]:bg-neutral-800 [&_h2]:mt-10 [&_h2]:font-display [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold [&_hr]:my-8 [&_img]:my-6 [&_img]:rounded-xl [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6';
