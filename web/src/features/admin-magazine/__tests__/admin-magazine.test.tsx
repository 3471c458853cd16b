import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSION_REFUSALS, roleMay, type ArticleDoc, type StaffRole } from '@unlimited/domain';
import type { LiveResult } from '@/lib/firestore/live';
import { productFixture } from '@/testing/fixtures/products';
import { ArticleEditorPage } from '../components/article-editor';
import { ArticlesList } from '../components/articles-list';

let role: StaffRole | null = 'operations';
let articles: LiveResult<ArticleDoc[]>;
let one: LiveResult<ArticleDoc | undefined>;
const save = vi.fn();
const publish = vi.fn();
const unpublish = vi.fn();
const ok = <T,>(data: T) => ({ status: 'success', data, error: undefined }) as const;

vi.mock('@/lib/session/staff-role', () => ({
  useStaffRole: () => role,
  useRoleMay: (permission: Parameters<typeof roleMay>[1]) => roleMay(role, permission),
}));
vi.mock('../api/articles', () => ({
  useAllArticles: () => articles,
  useArticleAuthors: () => ok([{ slug: 'the-alma-bb', author: 'operations@unlimited.test' }]),
  useArticleDoc: () => one,
  useProductSearch: (search: string) =>
    ok(
      search.startsWith('alma')
        ? [productFixture({ id: 'alma-1', title: 'Alma BB Epi', brand: 'Louis Vuitton' })]
        : [],
    ),
  useProductsByIds: (ids: string[]) =>
    ok(
      ids.map((id) =>
        id === 'alma-1'
          ? productFixture({ id, title: 'Alma BB Epi', brand: 'Louis Vuitton' })
          : productFixture({ id, title: `Bag ${id}`, brand: 'Dior' }),
      ),
    ),
  useSaveArticle: () => save,
  usePublishArticle: () => publish,
  useUnpublishArticle: () => unpublish,
}));

const now = new Date('2026-11-20T12:00:00Z');
const draft: ArticleDoc = {
  slug: 'the-alma-bb',
  title: 'The Alma BB',
  description: 'A short history.',
  cover_url: '/seed-photos/alma.jpg',
  cover_alt: 'The Alma BB',
  body: 'Text.',
  bag_ids: ['montaigne-1'],
  status: 'draft',
  published_at: null,
  created_at: new Date('2026-11-18T12:00:00Z'),
  updated_at: new Date('2026-11-19T12:00:00Z'),
};

function renderAt(path: string, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/admin/magazine/:id', element },
      { path: '*', element },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  role = 'operations';
  save.mockReset();
  publish.mockReset();
  unpublish.mockReset();
});

describe('the admin Magazine list', () => {
  it('shows drafts, scheduled and published articles with their dates', () => {
    articles = ok([
      draft,
      {
        ...draft,
        slug: 'later',
        title: 'Later',
        status: 'published',
        published_at: new Date('2026-12-01T09:00:00Z'),
      },
      {
        ...draft,
        slug: 'out',
        title: 'Out',
        status: 'published',
        published_at: new Date('2026-11-10T09:00:00Z'),
      },
    ]);
    renderAt('/admin/magazine', <ArticlesList now={now} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'The Alma BB',
      'Later',
      'Out',
    ]);
    expect(rows[0]).toHaveTextContent('DraftNot published');
    expect(rows[1]).toHaveTextContent('ScheduledGoes out Dec 1, 2026');
    expect(rows[2]).toHaveTextContent('PublishedPublished Nov 10, 2026');
    // Who wrote it comes from the staff-only authors, not the article.
    expect(rows[0]).toHaveTextContent('Edited Nov 19, 2026 · by operations@unlimited.test');
    expect(rows[1]).toHaveTextContent(/Edited Nov 19, 2026$/);
    expect(screen.getByRole('link', { name: 'New article' })).toHaveAttribute(
      'href',
      '/admin/magazine/new',
    );
  });
});

describe('the article editor', () => {
  it('checks the fields, previews the Markdown safely, picks bags and saves a new draft', async () => {
    const user = userEvent.setup();
    save.mockResolvedValue({ id: 'kelly-notes' });
    const router = renderAt('/admin/magazine/new', <ArticleEditorPage articleId="new" />);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Give the article a title.',
    );
    expect(save).not.toHaveBeenCalled();

    const fill = async (name: string, text: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(text);
    };
    await fill('Title', 'Kelly notes');
    await fill('Description', 'Notes on the Kelly.');
    await fill('Cover image address', 'https://img.example.com/k.jpg');
    await fill('Cover image description', 'A Kelly');
    await fill('Article (Markdown)', '## Why\n\n<img src=x onerror=alert(1)>Because.');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Why' })).toBeVisible();
    expect(preview.innerHTML).not.toContain('onerror');

    await user.type(screen.getByRole('searchbox', { name: 'Search bags to mention' }), 'alma');
    const found = await screen.findByRole('list', { name: 'Bags found' }, { timeout: 5000 });
    await user.click(within(found).getByRole('button', { name: 'Add Alma BB Epi' }));
    expect(screen.getByRole('list', { name: 'Bags mentioned' })).toHaveTextContent(
      'Louis Vuitton Alma BB Epi',
    );

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(save).toHaveBeenCalledWith({
      title: 'Kelly notes',
      description: 'Notes on the Kelly.',
      coverUrl: 'https://img.example.com/k.jpg',
      coverAlt: 'A Kelly',
      body: '## Why\n\n<img src=x onerror=alert(1)>Because.',
      bagIds: ['alma-1'],
    });
    expect(router.state.location.pathname).toBe('/admin/magazine/kelly-notes');
  }, 60_000);

  it('publishes a draft now, or schedules it at a date', async () => {
    const user = userEvent.setup();
    one = ok(draft);
    publish.mockResolvedValue({ id: draft.slug, publishedAt: now.toISOString() });
    renderAt('/admin/magazine/the-alma-bb', <ArticleEditorPage articleId="the-alma-bb" />);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('The Alma BB');
    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    expect(publish).toHaveBeenCalledWith({ id: 'the-alma-bb', publishAt: null });

    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByText('Choose the date and time the article goes out.')).toBeVisible();
    const date = screen.getByLabelText('Goes out at (your time)');
    await user.type(date, '2026-12-01T09:30');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(publish).toHaveBeenLastCalledWith({
      id: 'the-alma-bb',
      publishAt: new Date('2026-12-01T09:30').toISOString(),
    });
  });

  it('unpublishes a published article', async () => {
    const user = userEvent.setup();
    one = ok({ ...draft, status: 'published', published_at: new Date('2026-11-10T09:00:00Z') });
    unpublish.mockResolvedValue({ id: draft.slug });
    renderAt('/admin/magazine/the-alma-bb', <ArticleEditorPage articleId="the-alma-bb" />);
    await user.click(screen.getByRole('button', { name: 'Unpublish' }));
    expect(unpublish).toHaveBeenCalledWith('the-alma-bb');
  });

  it('lets support read but not write', () => {
    role = 'support';
    one = ok(draft);
    renderAt('/admin/magazine/the-alma-bb', <ArticleEditorPage articleId="the-alma-bb" />);
    expect(screen.getByRole('note')).toHaveTextContent(PERMISSION_REFUSALS.write_articles);
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Publish now' })).toBeDisabled();
  });
});
