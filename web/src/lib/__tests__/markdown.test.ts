import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@/lib/markdown';

describe('renderMarkdown', () => {
  it('renders Markdown, a # heading as h2', () => {
    const html = renderMarkdown('# Title\n\nThe **Kelly** and a [link](/bags/kelly-1).\n\n- one');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>Kelly</strong>');
    expect(html).toContain('<a href="/bags/kelly-1">link</a>');
    expect(html).toContain('<li>one</li>');
  });

  it('removes scripts, event handlers, javascript: links and styles', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(2)">\n\n[click](javascript:alert(3))\n\n<p style="color:red" onclick="x()">Hi</p>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|style=|iframe/i);
    expect(html).toContain('Hi');
  });

  it('opens links that leave the site in a new tab, without the opener', () => {
    expect(renderMarkdown('[Hermès](https://www.hermes.com)')).toContain(
      '<a href="https://www.hermes.com" target="_blank" rel="noopener noreferrer">Hermès</a>',
    );
  });
});
