import { site } from '@/config/site';
import { LegalPage } from '@/features/legal/components/legal-page';
import { privacyNotice } from '@/features/legal/legal-content';

export default function PrivacyRoute() {
  return <LegalPage document={privacyNotice(site.contactEmail)} />;
}
