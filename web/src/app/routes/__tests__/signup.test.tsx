import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SignupRoute from '@/app/routes/signup';
import { renderRoutes } from '@/testing/render-routes';
import { findToast } from '@/testing/toasts';

describe('/signup', () => {
  it('goes to the landing page and shows a Join the Waitlist card that leads to /waitlist', async () => {
    const { router } = renderRoutes(
      [
        { path: '/signup', element: <SignupRoute /> },
        { path: '/', element: <h1>Landing</h1> },
        { path: '/waitlist', element: <h1>Waitlist</h1> },
      ],
      '/signup',
    );
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(await findToast(/exclusive preview mode/)).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Join the Waitlist' }));
    expect(router.state.location.pathname).toBe('/waitlist');
  });
});
