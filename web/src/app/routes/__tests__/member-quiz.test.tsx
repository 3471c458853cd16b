import { screen, waitFor } from '@testing-library/react';
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_STYLE_ANSWERS } from '@unlimited/domain';
import MemberQuiz from '@/app/routes/member-quiz';
import { QUIZ_STORAGE_KEY } from '@/features/quiz/api/quiz-storage';
import { useSession, type Session } from '@/lib/session/session';
import { callFunction } from '@/lib/callable';
import { renderRoutes } from '@/testing/render-routes';

// No Firebase: the layout passes through; the session, the profile and the closet are fixtures.
vi.mock('@/app/routes/firebase-data-layout', () => ({
  FirebaseData: ({ children }: { children: ReactNode }) => children,
}));
vi.mock('@/lib/session/session', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useSession: vi.fn(),
}));
vi.mock('@/features/quiz/api/use-style-profile', () => ({
  useStyleProfile: () => ({ status: 'success', profile: null }),
  useStyleProfileActions: () => ({ save: vi.fn(), clear: vi.fn() }),
}));
vi.mock('@/features/bags/api/get-catalog', () => ({
  useCatalog: () => ({ status: 'success', products: [], hasMore: false }),
}));
// The account's subscription document: none (never a member) unless a test says otherwise.
let subscription: { status: 'success'; data: { status: string } | undefined; error: undefined } = {
  status: 'success',
  data: undefined,
  error: undefined,
};
vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
vi.mock('@/lib/firestore/queries/subscriptions', () => ({
  memberSubscriptionRef: (_db: unknown, uid: string) => ({ path: `subscriptions/${uid}` }),
}));
vi.mock('@/lib/firestore/live', () => ({ useFirestoreDocData: () => subscription }));
vi.mock('@/lib/callable', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  callFunction: vi.fn(),
}));

const account = { uid: 'uid-vi', email: 'visitor@example.com' } as User;
const nonMember: Session = { status: 'signed-in', user: account, tier: null, isAdmin: false };
const member: Session = { status: 'signed-in', user: account, tier: 'reserve', isAdmin: false };
const answers = { ...EMPTY_STYLE_ANSWERS, colours: ['black'] };

const renderQuiz = () => renderRoutes([{ path: '/quiz', element: <MemberQuiz /> }], '/quiz');

beforeAll(async () => {
  // The waitlist form loads on demand: loaded here so a findBy waits for the page, not Vite.
  await import('@/features/waitlist/components/waitlist-signup');
});

beforeEach(() => {
  subscription = { status: 'success', data: undefined, error: undefined };
  window.sessionStorage.clear();
  vi.mocked(callFunction).mockReset();
  window.localStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify({ step: 'results', answers }));
});

describe('the quiz’s results for someone signed in', () => {
  it('offers an account without a membership the waitlist with its answers, then the style profile', async () => {
    vi.mocked(useSession).mockReturnValue(nonMember);
    vi.mocked(callFunction).mockResolvedValue({ id: 'signup-1' });
    window.sessionStorage.setItem('unlimited:referral-code', 'GX7K2MQ9RWTZ');
    const { user } = renderQuiz();

    expect(await screen.findByRole('heading', { name: 'Join Our Waitlist' })).toBeVisible();
    expect(screen.getByText(/Your style quiz answers are sent with your signup/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Your style profile' })).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Vi Sitor');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'visitor@example.com');
    await user.click(screen.getByRole('radio', { name: /^Elite/ }));
    await user.click(screen.getByRole('button', { name: 'Join Waitlist' }));
    await waitFor(() => expect(callFunction).toHaveBeenCalledTimes(1));
    expect(vi.mocked(callFunction).mock.calls[0]?.[1]).toMatchObject({
      email: 'visitor@example.com',
      style_answers: answers,
      ref: 'GX7K2MQ9RWTZ',
    });
  });

  it('offers a member the style profile alone', async () => {
    vi.mocked(useSession).mockReturnValue(member);
    renderQuiz();
    expect(await screen.findByRole('heading', { name: 'Your style profile' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save my style profile' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Join Our Waitlist' })).toBeNull();
  });

  it('offers a member whose membership is paused her style profile, not the waitlist', async () => {
    vi.mocked(useSession).mockReturnValue(nonMember);
    subscription = { status: 'success', data: { status: 'paused' }, error: undefined };
    renderQuiz();
    expect(await screen.findByRole('heading', { name: 'Your style profile' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save my style profile' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Join Our Waitlist' })).toBeNull();
  });
});
