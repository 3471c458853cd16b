import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { articleCard, MAGAZINE_PAGE_DATA_ID, type ArticleDoc } from '@unlimited/domain';
import { productFixture } from '@/testing/fixtures/products';
import { setAllInView } from '@/testing/browser-stubs';
import { fetchArticle, fetchMentionedBags, fetchPublishedArticles } from '../api/articles-rest';
import { primeMagazineFromPage } from '../api/page-data';
import { ArticlePage } from '../components/article-page';
import { MagazinePage } from '../components/magazine-page';
import { eventually } from '@/testing/eventually';

vi.mock('../api/articles-rest', () => ({
  fetchPublishedArticles: vi.fn(),
  fetchArticle: vi.fn(),
  fetchMentionedBags: vi.fn(),
}));
const loadList = vi.mocked(fetchPublishedArticles);
const loadArticle = vi.mocked(fetchArticle);
const loadBags = vi.mocked(fetchMentionedBags);

const article = (slug: string, title: string, day: number): ArticleDoc => ({
  slug,
  title,
  description: `All about ${title}.`,
  cover_url: `/seed-photos/${slug}.jpg`,
  cover_alt: `The cover of ${title}`,
  body: '# The story\n\nThe **Alma** began in 1934.<script>alert(1)</script><img src="x" onerror="alert(2)">',
  bag_ids: ['alma-1', 'gone-1'],
  status: 'published',
  published_at: new Date(Date.UTC(2026, 10, day, 15)),
  created_at: new Date(Date.UTC(2026, 10, day - 1)),
  updated_at: new Date(Date.UTC(2026, 10, day)),
});

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  loadList.mockReset();
  loadArticle.mockReset();
  loadBags.mockReset();
});

describe('/magazine', () => {
  it('lists the published articles with their date, reading time, description and link', async () => {
    loadList.mockResolvedValue([
      article('the-alma-bb', 'The Alma BB', 20),
      article('dior-30-montaigne', 'Dior 30 Montaigne', 10),
    ]);
    renderAt('/magazine', <MagazinePage />);
    const links = await screen.findAllByRole('link', { name: /The Alma BB|Dior 30 Montaigne/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/magazine/the-alma-bb',
      '/magazine/dior-30-montaigne',
    ]);
    const card = screen.getAllByRole('article')[0]!;
    expect(card).toHaveTextContent('November 20, 2026 · 1 min read');
    expect(card).toHaveTextContent('All about The Alma BB.');
    expect(within(card).getByRole('img', { name: 'The cover of The Alma BB' })).toBeVisible();
  });

  it('says so when there is no article yet', async () => {
    loadList.mockResolvedValue([]);
    renderAt('/magazine', <MagazinePage />);
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse the bags' })).toHaveAttribute('href', '/bags');
  });

  it('shows a loading line, then an error with a retry that loads again', async () => {
    loadList.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    renderAt('/magazine', <MagazinePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles…');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the Magazine.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeVisible();
    expect(loadList).toHaveBeenCalledTimes(2);
  });
});

describe('/magazine/:slug', () => {
  it('renders the article’s Markdown without scripts, and the mentioned bags as closet cards', async () => {
    loadArticle.mockResolvedValue(article('the-alma-bb', 'The Alma BB', 20));
    loadBags.mockResolvedValue([
      productFixture({ id: 'alma-1', title: 'Louis Vuitton Alma BB', borrow_status: 'Borrowed' }),
    ]);
    renderAt('/magazine/the-alma-bb', <ArticlePage slug="the-alma-bb" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Alma BB' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'The story' })).toBeVisible();
    expect(document.querySelector('main')?.innerHTML).not.toMatch(/<script|onerror/);
    expect(loadArticle).toHaveBeenCalledWith('the-alma-bb', expect.anything());
    // The bags are asked for once the reader nears them, not with the page.
    await Promise.resolve();
    expect(loadBags).not.toHaveBeenCalled();
    act(() => setAllInView());
    await eventually(() =>
      expect(loadBags).toHaveBeenCalledWith(['alma-1', 'gone-1'], expect.anything()),
    );
    const bags = await screen.findByRole('region', { name: 'The bags in this story' });
    // The bags render as a transition once they arrive.
    const bag = await within(bags).findByRole('link', { name: 'Louis Vuitton Alma BB' });
    expect(bag).toHaveAttribute('href', '/bags/alma-1');
    expect(within(bags).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/magazine');
  });

  it('says the article is not in the Magazine when it is a draft or missing', async () => {
    loadArticle.mockResolvedValue(null);
    renderAt('/magazine/a-draft', <ArticlePage slug="a-draft" />);
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See all articles' })).toHaveAttribute(
      'href',
      '/magazine',
    );
  });

  it('holds the article’s place while it loads, then shows it', async () => {
    let arrive: (value: ArticleDoc) => void = () => {};
    loadArticle.mockReturnValue(new Promise((resolve) => (arrive = resolve)));
    loadBags.mockResolvedValue([]);
    renderAt('/magazine/alma', <ArticlePage slug="alma" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the article…');
    arrive(article('alma', 'The Alma', 20));
    expect(await screen.findByRole('heading', { level: 1, name: 'The Alma' })).toBeVisible();
    expect(screen.queryByText('Loading the article…')).not.toBeInTheDocument();
  });

  it('offers a retry when the article cannot be loaded', async () => {
    loadArticle.mockRejectedValue(new Error('offline'));
    renderAt('/magazine/x', <ArticlePage slug="x" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this article.');
  });
});

describe('a page the server rendered (magazinePages)', () => {
  /** The data block the server adds to the page, read as the route does before hydrating. */
  async function serveWith(data: unknown) {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = MAGAZINE_PAGE_DATA_ID;
    block.textContent = JSON.stringify(data);
    document.body.append(block);
    await primeMagazineFromPage();
    block.remove();
  }

  it('starts the list from the articles it was sent, and reads afresh on the next visit', async () => {
    await serveWith({
      kind: 'list',
      articles: [articleCard(article('the-alma-bb', 'The Alma BB', 20))],
    });
    loadList.mockResolvedValue([article('dior-30-montaigne', 'Dior 30 Montaigne', 10)]);
    const { unmount } = render(
      <RouterProvider router={createMemoryRouter([{ path: '*', element: <MagazinePage /> }])} />,
    );
    // The first render is the sent page: no loading line, nothing asked.
    expect(screen.getByRole('link', { name: 'The Alma BB' })).toBeVisible();
    expect(screen.getByRole('article')).toHaveTextContent('November 20, 2026 · 1 min read');
    expect(loadList).not.toHaveBeenCalled();
    unmount();

    renderAt('/magazine', <MagazinePage />);
    expect(await screen.findByRole('link', { name: 'Dior 30 Montaigne' })).toBeVisible();
    expect(loadList).toHaveBeenCalledTimes(1);
  });

  it('starts an article from what it was sent, its body as the server rendered it', async () => {
    await serveWith({
      kind: 'article',
      article: {
        ...articleCard(article('the-alma-bb', 'The Alma BB', 20)),
        html: '<h2>The story</h2><p>Sent by the server.</p>',
        bag_ids: ['alma-1'],
      },
    });
    loadBags.mockResolvedValue([]);
    renderAt('/magazine/the-alma-bb', <ArticlePage slug="the-alma-bb" />);
    expect(screen.getByRole('heading', { level: 1, name: 'The Alma BB' })).toBeVisible();
    expect(screen.getByText('Sent by the server.')).toBeVisible();
    expect(loadArticle).not.toHaveBeenCalled();
    // The bags it mentions are read live, as the reader nears them.
    act(() => setAllInView());
    await eventually(() => expect(loadBags).toHaveBeenCalledWith(['alma-1'], expect.anything()));
  });

  it('ignores a data block that is not one, and reads the page itself', async () => {
    await serveWith({ kind: 'list', articles: [{ slug: 'x' }] });
    loadList.mockResolvedValue([]);
    renderAt('/magazine', <MagazinePage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading articles…');
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeVisible();
  });
});
