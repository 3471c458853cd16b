import { describe, expect, it } from 'vitest';
import { renderArticleMarkdown } from '../markdown';

// The same cases as the app's renderer (web/src/lib/__tests__/markdown.test.ts).
describe('renderArticleMarkdown', () => {
  it('renders Markdown, a # heading as h2', () => {
    const html = renderArticleMarkdown(
      '# Title\n\nThe **Kelly** and a [link](/bags/kelly-1).\n\n- one\n\n| a | b |\n| :-: | - |\n| 1 | 2 |',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>Kelly</strong>');
    expect(html).toContain('<a href="/bags/kelly-1">link</a>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<th align="center">a</th>');
  });

  it('removes scripts, event handlers, javascript: links, styles, frames and classes', () => {
    const html = renderArticleMarkdown(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<p style="color:red" onclick="x()" class="c" id="i">Hi</p>\n\n<iframe src="https://evil.example"></iframe>\n\n<style>p{}</style>\n\n<form action="/x"><input name="a"></form>\n\n```js\nconst a = 1;\n```',
    );
    expect(html).not.toMatch(
      /script|onerror|onclick|javascript:|style|iframe|class=|id=|<form|<input/i,
    );
    expect(html).toContain('Hi');
    expect(html).toContain('<code>const a = 1;\n</code>');
  });

  it('opens links that leave the site in a new tab, without the opener', () => {
    expect(renderArticleMarkdown('[Hermès](https://www.hermes.com)')).toContain(
      '<a href="https://www.hermes.com" target="_blank" rel="noopener noreferrer">Hermès</a>',
    );
    expect(renderArticleMarkdown('[Bags](/bags)')).toContain('<a href="/bags">Bags</a>');
  });
});
