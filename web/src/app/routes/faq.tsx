import { FaqPage } from '@/features/info/components/faq-page';

export default function FaqRoute() {
  return <FaqPage />;
}
