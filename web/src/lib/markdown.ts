/**
 * An article's Markdown as safe HTML: `marked` (GitHub-flavoured Markdown) renders it and
 * DOMPurify keeps only plain content (no scripts, styles, frames, forms or event
 * attributes), so what staff write cannot run in a reader's page. A `#` heading becomes
 * an `<h2>`: the page's title is its only `<h1>`. Links that leave the site open in a new
 * tab with `rel="noopener noreferrer"`.
 */
import DOMPurify from 'dompurify';
import { Marked } from 'marked';

export { PROSE_CLASSES } from './prose';

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
