import { site } from '@/config/site';
import { LegalPage } from '@/features/legal/components/legal-page';
import { termsOfService } from '@/features/legal/legal-content';

export default function TermsRoute() {
  return <LegalPage document={termsOfService(site.contactEmail)} />;
}
