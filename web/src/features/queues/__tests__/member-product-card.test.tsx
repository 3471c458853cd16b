import { render, screen } from '@testing-library/react';
import type { User } from 'firebase/auth';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BagStats, Product, TierId } from '@unlimited/domain';
import { useSession } from '@/lib/session/session';
import { useBagSummary } from '../api/get-queues';
import { memberCardRenderer, MemberProductCard } from '../components/member-product-card';

vi.mock('@/lib/session/session', () => ({ useSession: vi.fn() }));
vi.mock('../api/get-queues', () => ({ useMyQueues: vi.fn(), useBagSummary: vi.fn() }));

const summary: BagStats = {
  id: 'kelly',
  product_id: 'kelly',
  title: 'Kelly 28',
  brand: 'Hermès',
  photo: null,
  style: null,
  price: 1_250_000,
  rank: 'AB',
  access_levels: 'Elite',
  status: 'Active',
  borrow_status: 'Borrowed',
  hearts: 4,
  queue_length: 3,
  back_estimate: new Date('2026-11-28T12:00:00Z'),
  updated_at: null,
};

const date = new Date('2026-03-01T10:00:00Z');

/** A closet product (features do not share test fixtures). */
function productFixture(overrides: Partial<Product> & Pick<Product, 'id'>): Product {
  return {
    title: 'Classic Flap Bag',
    brand: 'Chanel',
    style: null,
    rank: 'SA',
    size: null,
    price: 185000,
    status: 'Active',
    description: 'Quilted lambskin with gold-tone hardware.',
    photos: [],
    categories: ['Bags'],
    tags: [],
    borrow_status: 'Available',
    access_levels: 'Elite',
    return_date: null,
    brand_slug: 'chanel',
    keywords: ['chanel'],
    date_added: date,
    created_at: date,
    updated_at: date,
    ...overrides,
  };
}

const outBag = productFixture({
  id: 'kelly',
  title: 'Kelly 28',
  borrow_status: 'Borrowed',
  return_date: new Date('2026-12-04T12:00:00Z'),
});

function as(tier: TierId | null) {
  vi.mocked(useSession).mockReturnValue({
    status: 'signed-in',
    user: { uid: 'ada' } as User,
    tier,
    isAdmin: false,
  });
}

const renderCard = (product = outBag) =>
  render(
    <MemoryRouter>
      <MemberProductCard product={product} />
    </MemoryRouter>,
  );

beforeEach(() => {
  vi.mocked(useBagSummary).mockReset();
  vi.mocked(useBagSummary).mockReturnValue({ status: 'success', bag: summary });
});

describe('a member’s closet card', () => {
  it('says when a bag that is out is expected back (as its page does) and how many wait, with a way to join', () => {
    as('elite');
    renderCard();
    expect(screen.getByText('Out with a member')).toBeVisible();
    // The queue's estimate, the date the bag's page gives, not the loan's due date.
    expect(screen.getByText('Expected back around November 28 · 3 members waiting')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join the queue for Kelly 28' })).toHaveAttribute(
      'href',
      '/bags/kelly#queue',
    );
  });

  it('tells her the bag she is sending back is on its way back from her, with no queue to join', () => {
    as('elite');
    render(
      <MemoryRouter>
        {memberCardRenderer(new Set(['kelly']))(outBag, {})}
        {memberCardRenderer(new Set(['kelly']))(
          productFixture({ id: 'other', title: 'Other', borrow_status: 'Borrowed' }),
          {},
        )}
      </MemoryRouter>,
    );
    expect(screen.getByText('On its way back from you')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Join the queue for Kelly 28' })).toBeNull();
    // Another bag that is out keeps its queue.
    expect(screen.getByRole('link', { name: 'Join the queue for Other' })).toBeVisible();
  });

  it('shows no date while the summary loads, so it does not change under the reader', () => {
    as('elite');
    vi.mocked(useBagSummary).mockReturnValue({ status: 'loading', bag: null });
    const { container } = renderCard();
    expect(screen.getByText('Out with a member')).toBeVisible();
    expect(container.textContent).not.toMatch(/Expected back/);
  });

  it('reads no summary for a bag available now', () => {
    as('elite');
    renderCard(productFixture({ id: 'free' }));
    expect(screen.getByText('Available now')).toBeVisible();
    expect(useBagSummary).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: /Join the queue/ })).toBeNull();
  });

  it('gives someone signed in without a tier the visitor’s card (no queue to join)', () => {
    as(null);
    renderCard();
    expect(useBagSummary).not.toHaveBeenCalled();
    expect(screen.getByText('Due back December 4')).toBeVisible();
    expect(screen.queryByRole('link', { name: /Join the queue/ })).toBeNull();
  });
});
