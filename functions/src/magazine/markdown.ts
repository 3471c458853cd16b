/**
 * An article's Markdown as safe HTML on the server, for the pages `magazinePages` renders:
 * the same `marked` settings as the app's renderer (web/src/lib/markdown.ts: GitHub-
 * flavoured, a `#` heading becomes an `<h2>`, the page's title being its only `<h1>`), and
 * sanitize-html in place of DOMPurify (which needs a browser's DOM), keeping the same
 * plain content: text, headings, lists, quotes, code, tables, links and images. No
 * script, style, frame, form, event attribute, `class`, `id` or `style`, and only web,
 * mail and phone links. Links that leave the site open in a new tab without the opener.
 */
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const marked = new Marked({
  gfm: true,
  walkTokens(token) {
    if (token.type === 'heading') token.depth = Math.max(2, token.depth);
  },
});

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'img',
    'del',
    'ins',
  ],
  allowedAttributes: {
    // `target` and `rel` as set below for links that leave the site.
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['align'],
    td: ['align'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  // A forbidden element goes with its content when that content is code or markup.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) =>
      /^https?:\/\//i.test(attribs.href ?? '')
        ? {
            tagName,
            attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
          }
        : { tagName, attribs },
  },
};

/** The sanitised HTML of `markdown`. */
export function renderArticleMarkdown(markdown: string): string {
  return sanitizeHtml(marked.parse(markdown, { async: false }), SANITIZE);
}
