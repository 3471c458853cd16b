import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListCard, type ListCardProps } from '@/components/ui/list-card';

function renderCard(props: Partial<ListCardProps>) {
  render(
    <ListCard
      headingId="things-heading"
      title="Things"
      what="things"
      status="success"
      count={0}
      empty="No things yet."
      footer={<p>Footer</p>}
      {...props}
    >
      <ul aria-label="Things">
        <li>One</li>
      </ul>
    </ListCard>,
  );
}

describe('ListCard', () => {
  it('is a region named by its heading that says it is loading', () => {
    renderCard({ status: 'loading' });
    expect(screen.getByRole('region', { name: 'Things' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading things...');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No things yet.')).not.toBeInTheDocument();
  });

  it('says why nothing is listed when the read fails', () => {
    renderCard({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Failed to load things. Reload the page to try again.',
    );
    expect(screen.queryByText('No things yet.')).not.toBeInTheDocument();
  });

  it('says it is empty, or shows the list, with the footer either way', () => {
    renderCard({});
    expect(screen.getByText('No things yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });

  it('shows the list when there are items, without the state lines', () => {
    renderCard({ count: 1 });
    expect(screen.getByRole('list', { name: 'Things' })).toBeInTheDocument();
    expect(screen.queryByText('No things yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });

  it('shows a description and actions beside its title, and a loading line of its own', () => {
    renderCard({
      status: 'loading',
      loadingText: 'Loading...',
      description: 'Everything there is.',
      actions: <button type="button">Refresh</button>,
    });
    const card = screen.getByRole('region', { name: 'Things' });
    expect(card).toHaveTextContent('Everything there is.');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading\.\.\.$/);
  });
});
