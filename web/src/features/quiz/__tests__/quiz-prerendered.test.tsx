import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StyleAnswers } from '@unlimited/domain';
import {
  hydrateShown,
  hydrationWarnings,
  showPrerendered,
  unmountHydrated,
} from '@/testing/hydrate';
import { QuizPage } from '../components/quiz-page';
import type { PicksState } from '../components/quiz-picks';

/*
 * `/quiz` is prerendered: the browser shows its first question before the app has run.
 * Pressed then, Next would have the browser send the form itself (a GET that reloads the
 * page with the answer in the address, and loses it), so the form waits for the app.
 */

const usePicks = (): PicksState => ({ status: 'success', products: [] });
const renderNext = (answers: StyleAnswers) => <p>Next step for {answers.occasions.join(', ')}</p>;
const page = (
  <StrictMode>
    <QuizPage usePicksSource={usePicks} renderNext={renderNext} />
  </StrictMode>
);

afterEach(() => unmountHydrated());

describe('the prerendered quiz', () => {
  it('cannot be answered or sent before the app runs', async () => {
    showPrerendered(renderToString(page));
    const form = screen.getByRole('form', { name: 'Style quiz' });
    const sent = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', sent);

    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Evenings out' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(sent).not.toHaveBeenCalled();
  });

  it('hydrates as rendered, then takes the answers and moves on', async () => {
    showPrerendered(renderToString(page));
    const consoleError = vi.spyOn(console, 'error');
    expect(await hydrateShown(page)).toEqual([]);
    const warnings = hydrationWarnings(consoleError.mock.calls);
    consoleError.mockRestore();
    expect(warnings).toEqual([]);

    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Evenings out' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 5')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Which colours do you wear most?' })).toHaveFocus();
  });
});
