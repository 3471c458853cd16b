import { LandingPage } from '@/features/landing/components/landing-page';

/**
 * Landing page `/` inside the app, for a navigation from another page. A visit that starts
 * at `/` gets its prerendered markup hydrated without the router (src/landing-entry.tsx).
 */
export default function LandingRoute() {
  return <LandingPage />;
}
