import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ContactPage } from '@/features/legal/components/contact-page';
import { LegalPage } from '@/features/legal/components/legal-page';
import { privacyNotice, termsOfService } from '@/features/legal/legal-content';

function renderPage(element: React.ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('/privacy', () => {
  it('says what waitlist and member data we hold, and who helps hold it', () => {
    renderPage(<LegalPage document={privacyNotice('help@example.com')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeVisible();
    const section = (name: string) => screen.getByRole('region', { name });
    expect(section('If you join the waitlist')).toHaveTextContent(/name, email address/);
    expect(section('If you become a member')).toHaveTextContent(/shipping address/);
    expect(section('Payments')).toHaveTextContent(/Stripe/);
    expect(section('Payments')).toHaveTextContent(/never to us/);
    expect(section('Who helps us hold your data')).toHaveTextContent(/Firebase Hosting/);
    expect(section('Your choices')).toHaveTextContent('help@example.com');
    expect(screen.getByText(/^Last updated/)).toBeVisible();
  });
});

describe('/terms', () => {
  it('states billing, the minimum term and the policy, with the configured mailbox', () => {
    renderPage(<LegalPage document={termsOfService('help@example.com')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    const billing = screen.getByRole('region', { name: 'Membership and billing' });
    expect(billing).toHaveTextContent('Reserve $49, Elite $129, Crown $249 a month');
    expect(billing).toHaveTextContent('3-month minimum, billed monthly');
    expect(billing).toHaveTextContent(/Stripe/);
    expect(screen.getByRole('region', { name: 'Changes and contact' })).toHaveTextContent(
      'help@example.com',
    );
  });
});

describe('/contact', () => {
  it('gives the configured mailbox as a mail link and points members to self-service', () => {
    renderPage(<ContactPage email="concierge@example.com" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'concierge@example.com' })).toHaveAttribute(
      'href',
      'mailto:concierge@example.com',
    );
    const members = screen.getByRole('region', { name: 'Members' });
    expect(within(members).getByRole('link', { name: 'Manage Membership' })).toHaveAttribute(
      'href',
      '/membership-manage',
    );
  });
});
