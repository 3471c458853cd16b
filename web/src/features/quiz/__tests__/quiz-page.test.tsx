import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_STYLE_ANSWERS,
  styleProfileAnswers,
  type StyleAnswers,
  type StyleProfile,
} from '@unlimited/domain';
import { productFixture } from '@/testing/fixtures/products';
import { renderRoutes } from '@/testing/render-routes';
import { QUIZ_STORAGE_KEY, readQuizProgress } from '../api/quiz-storage';
import { MemberStylePanel } from '../components/member-style-panel';
import { QuizPage } from '../components/quiz-page';
import type { PicksState } from '../components/quiz-picks';
import { eventually } from '@/testing/eventually';

let picks: PicksState;
const usePicks = () => picks;

/** A bag of the closet, described only by its title. */
const plain = { description: 'A bag.', tags: [], style: null };
const closet = [
  productFixture({
    ...plain,
    id: 'tote',
    title: 'Neverfull Tote',
    brand: 'Louis Vuitton',
    brand_slug: 'louis-vuitton',
    price: 180_000,
  }),
  productFixture({
    ...plain,
    id: 'clutch',
    title: 'Black Satin Clutch',
    brand: 'Dior',
    brand_slug: 'dior',
    price: 320_000,
  }),
  productFixture({
    ...plain,
    id: 'birkin',
    title: 'Birkin 30',
    brand: 'Hermès',
    brand_slug: 'hermes',
    price: 1_500_000,
  }),
];

function renderQuiz(
  renderNext = (answers: StyleAnswers) => (
    <p>Next step for {answers.brands.join(', ') || 'no house'}</p>
  ),
  saved: StyleAnswers | null = null,
) {
  return renderRoutes(
    [
      {
        path: '/quiz',
        element: <QuizPage usePicksSource={usePicks} renderNext={renderNext} saved={saved} />,
      },
    ],
    '/quiz',
  );
}

beforeEach(() => {
  window.localStorage.clear();
  picks = { status: 'success', products: closet };
});

describe('the quiz steps', () => {
  it('asks one question at a time, says where you are and offers labelled checkboxes', () => {
    renderQuiz();
    expect(screen.getByRole('heading', { level: 1, name: 'The Style Quiz' })).toBeVisible();
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
    const group = screen.getByRole('group', { name: 'Where will your bags go?' });
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual([
      'Everyday errands',
      'Work and meetings',
      'Evenings out',
      'Travel and weekends',
      'Weddings and events',
    ]);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('moves on and back with the answers kept, focus on each question’s heading', async () => {
    const { user } = renderQuiz();
    await user.click(screen.getByRole('checkbox', { name: 'Evenings out' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 5')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Which colours do you wear most?' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('heading', { name: 'Where will your bags go?' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Evenings out' })).toBeChecked();
  });

  it('is answered with the keyboard alone: Tab to an option, Space to choose, Enter to go on', async () => {
    const { user } = renderQuiz();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Everyday errands' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Everyday errands' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Question 2 of 5')).toBeVisible();
  });

  it('asks for at least one answer before the picks, and says so at the button', async () => {
    const { user } = renderQuiz();
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    const finish = screen.getByRole('button', { name: 'See my picks' });
    await user.click(finish);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please answer at least one question to see your picks.',
    );
    expect(finish).toHaveAccessibleDescription(
      'Please answer at least one question to see your picks.',
    );
    expect(finish).toHaveFocus();
    expect(screen.getByText('Question 5 of 5')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your picks' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'No limit' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'See my picks' }));
    expect(screen.getByRole('heading', { name: 'Your picks' })).toHaveFocus();
  });

  it('asks the budget last, as one choice, and ends on the picks', async () => {
    const { user } = renderQuiz();
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 5 of 5')).toBeVisible();
    const radios = within(
      screen.getByRole('group', { name: 'How much may a bag be worth?' }),
    ).getAllByRole('radio');
    expect(radios).toHaveLength(4);
    await user.click(screen.getByRole('radio', { name: 'Up to $5,000' }));
    await user.click(screen.getByRole('radio', { name: 'Up to $2,000' }));
    expect(screen.getByRole('radio', { name: 'Up to $5,000' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'See my picks' }));
    expect(screen.getByRole('heading', { name: 'Your picks' })).toHaveFocus();
  });
});

describe('the quiz kept in this browser', () => {
  it('keeps each answer and step, and takes them up again on return', async () => {
    const first = renderQuiz();
    await first.user.click(screen.getByRole('checkbox', { name: 'Work and meetings' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    await first.user.click(screen.getByRole('checkbox', { name: 'Black' }));
    expect(readQuizProgress()).toEqual({
      step: 1,
      answers: { ...EMPTY_STYLE_ANSWERS, occasions: ['work'], colours: ['black'] },
    });
    first.router.dispose();
    document.body.innerHTML = '';

    renderQuiz();
    expect(screen.getByText('Question 2 of 5')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Black' })).toBeChecked();
    // Arriving does not move focus; only moving between steps does.
    expect(
      screen.getByRole('heading', { name: 'Which colours do you wear most?' }),
    ).not.toHaveFocus();
  });

  it('starts afresh when what is stored is not a quiz it knows', () => {
    window.localStorage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({ step: 2, answers: { colours: ['plaid'] } }),
    );
    renderQuiz();
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
    window.localStorage.setItem(QUIZ_STORAGE_KEY, '{not json');
    expect(readQuizProgress()).toBeNull();
  });

  it('forgets the answers on a retake', async () => {
    window.localStorage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({ step: 'results', answers: { ...EMPTY_STYLE_ANSWERS, brands: ['dior'] } }),
    );
    const { user } = renderQuiz();
    await user.click(screen.getByRole('button', { name: 'Retake the quiz' }));
    expect(screen.getByText('Question 1 of 5')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Where will your bags go?' })).toHaveFocus();
    expect(window.localStorage.getItem(QUIZ_STORAGE_KEY)).toBeNull();
  });
});

describe('the results', () => {
  const atResults = (answers: Partial<StyleAnswers>) =>
    window.localStorage.setItem(
      QUIZ_STORAGE_KEY,
      JSON.stringify({ step: 'results', answers: { ...EMPTY_STYLE_ANSWERS, ...answers } }),
    );

  it('shows the closet’s bags ranked by the answers, each with why, then the next step', () => {
    atResults({ brands: ['dior'], colours: ['black'], budget: 'up-to-5000' });
    renderQuiz();
    const list = screen.getByRole('list', { name: 'Your picks' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Black Satin Clutch',
      'Neverfull Tote',
    ]);
    expect(items[0]).toHaveTextContent('Dior, in black.');
    expect(items[1]).toHaveTextContent('Within your budget, up to $5,000.');
    expect(screen.getByText('Which houses do you love?').nextSibling).toHaveTextContent('Dior');
    expect(screen.getByText('Next step for dior')).toBeVisible();
  });

  it('says when no bag fits the budget', () => {
    atResults({ budget: 'up-to-2000' });
    picks = { status: 'success', products: [closet[2]!] };
    renderQuiz();
    expect(screen.getByText(/No bag in the closet fits your budget right now/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'browse the closet' })).toHaveAttribute(
      'href',
      '/bags',
    );
  });

  it('shows loading and error states while the closet is read', () => {
    atResults({ colours: ['black'] });
    picks = { status: 'loading', products: [] };
    const { router } = renderQuiz();
    expect(screen.getByText('Finding your picks...')).toBeInTheDocument();
    router.dispose();
    document.body.innerHTML = '';
    picks = { status: 'error', products: [] };
    renderQuiz();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the closet to find your picks.',
    );
  });

  it('opens on a member’s saved profile when this browser has no quiz in progress', () => {
    renderQuiz(undefined, { ...EMPTY_STYLE_ANSWERS, brands: ['hermes'] });
    expect(screen.getByRole('heading', { name: 'Your picks' })).toBeVisible();
    expect(screen.getByText('Next step for hermes')).toBeVisible();
  });
});

describe('a member’s style profile', () => {
  const answers: StyleAnswers = { ...EMPTY_STYLE_ANSWERS, colours: ['black'] };
  const savedProfile = (overrides: Partial<StyleProfile> = {}): StyleProfile => ({
    ...answers,
    saved_at: new Date(2026, 10, 3),
    ...overrides,
  });

  function renderPanel(saved: StyleProfile | null, save = vi.fn(), clear = vi.fn()) {
    const view = renderRoutes(
      [
        {
          path: '/quiz',
          element: <MemberStylePanel answers={answers} saved={saved} save={save} clear={clear} />,
        },
      ],
      '/quiz',
    );
    return { ...view, save, clear };
  }

  it('saves the answers as the profile, forgets the browser’s copy and keeps focus in the panel', async () => {
    window.localStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify({ step: 'results', answers }));
    const { user, save } = renderPanel(null, vi.fn().mockResolvedValue(undefined));
    expect(screen.queryByRole('button', { name: 'Clear my style profile' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save my style profile' }));
    expect(save).toHaveBeenCalledWith(answers);
    expect(await screen.findByText('Your style profile is saved.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your style profile' })).toHaveFocus();
    expect(window.localStorage.getItem(QUIZ_STORAGE_KEY)).toBeNull();
  });

  it('says so when saving fails, and keeps the answers to try again', async () => {
    const { user } = renderPanel(null, vi.fn().mockRejectedValue(new Error('permission-denied')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Save my style profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your style profile. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Save my style profile' })).toBeEnabled();
  });

  it('shows a saved profile with its date, the way to the closet for you, and clears it', async () => {
    const { user, clear } = renderPanel(
      savedProfile(),
      vi.fn(),
      vi.fn().mockResolvedValue(undefined),
    );
    expect(screen.getByText(/saved November 3, 2026/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See the closet, for you' })).toHaveAttribute(
      'href',
      '/bags?sort=for-you',
    );
    await user.click(screen.getByRole('button', { name: 'Clear my style profile' }));
    expect(clear).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByText('Your style profile is cleared.')).toBeVisible());
  });

  it('offers to save answers that differ from the saved profile', () => {
    renderPanel(savedProfile({ colours: ['reds'] }));
    expect(screen.getByText(/differ from your saved style profile/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save my style profile' })).toBeVisible();
  });
});

describe('clearing a saved style profile from the quiz', () => {
  const profile: StyleProfile = {
    ...EMPTY_STYLE_ANSWERS,
    colours: ['black'],
    saved_at: new Date(2026, 10, 3),
  };

  /** The quiz over a live profile: the clear removes it at once, as Firestore's cache does. */
  function SavedQuiz({ write }: { write: () => Promise<void> }) {
    const [saved, setSaved] = useState<StyleProfile | null>(profile);
    const clear = () => {
      setSaved(null);
      return write();
    };
    return (
      <QuizPage
        usePicksSource={usePicks}
        saved={saved ? styleProfileAnswers(saved) : null}
        renderNext={(answers) => (
          <MemberStylePanel answers={answers} saved={saved} save={vi.fn()} clear={clear} />
        )}
      />
    );
  }

  it('stays on the results, says the profile is cleared and puts focus on the panel’s heading', async () => {
    let written: () => void = () => {};
    const write = () => new Promise<void>((resolve) => (written = resolve));
    const { user } = renderRoutes(
      [{ path: '/quiz', element: <SavedQuiz write={write} /> }],
      '/quiz',
    );
    expect(screen.getByRole('heading', { name: 'Your picks' })).toBeVisible();

    const clearButton = screen.getByRole('button', { name: 'Clear my style profile' });
    clearButton.focus();
    await user.keyboard('{Enter}');
    // While the write is sent, the pressed button stays (busy), with focus.
    const busy = screen.getByRole('button', { name: 'Clearing...' });
    expect(busy).toHaveFocus();
    expect(busy).toHaveAttribute('aria-disabled', 'true');

    written();
    expect(await screen.findByText('Your style profile is cleared.')).toBeVisible();
    expect(
      screen.getByText('Your style profile is cleared.').closest('[aria-live]'),
    ).toHaveAttribute('aria-live', 'polite');
    // Focus moves in an effect after the commit that shows the message (a busy machine
    // can run the assertion between the two).
    await eventually(() =>
      expect(screen.getByRole('heading', { name: 'Your style profile' })).toHaveFocus(),
    );
    expect(screen.getByRole('heading', { name: 'Your picks' })).toBeVisible();
    expect(screen.queryByText('Question 1 of 5')).toBeNull();
    expect(screen.queryByRole('button', { name: /Clear my style profile|Clearing/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Save my style profile' })).toBeVisible();
  });
});
