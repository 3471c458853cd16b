import { HowItWorksPage } from '@/features/info/components/how-it-works-page';

export default function HowItWorksRoute() {
  return <HowItWorksPage />;
}
