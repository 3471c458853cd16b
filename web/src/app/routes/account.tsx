import { AccountSettings } from '@/features/account/components/account-settings';
import { BillingHistorySection } from '@/features/membership/components/billing-history-link';
import { EmailPreferencesSection } from '@/features/notifications/components/email-preferences';
import { useSession } from '@/lib/session/session';
import { ProtectedRoute } from './protected-route';

function Account() {
  const session = useSession();
  return session.status === 'signed-in' ? (
    <AccountSettings
      user={session.user}
      extraSections={
        <>
          <BillingHistorySection />
          <EmailPreferencesSection uid={session.user.uid} />
        </>
      }
    />
  ) : null;
}

/** `/account` (login required). */
export default function AccountRoute() {
  return (
    <ProtectedRoute loadingLabel="Loading your account...">
      <Account />
    </ProtectedRoute>
  );
}
