import { LandingPage } from '@/features/landing/components/landing-page';

/** Landing page `/` (prerendered; loaded before its markup is hydrated). */
export default function LandingRoute() {
  return <LandingPage />;
}
