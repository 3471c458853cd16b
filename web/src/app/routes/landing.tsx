import { LandingPage } from '@/features/landing/components/landing-page';

/** Landing page `/` (in the initial bundle: it is the first page most visitors see). */
export default function LandingRoute() {
  return <LandingPage />;
}
