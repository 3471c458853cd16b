import { SiteFooter } from '@/components/layout/site-footer';
import { SkipLink } from '@/components/layout/skip-link';
import { StickyHeader } from '@/components/layout/sticky-header';
import { BrandStrip } from '@/features/landing/components/brand-strip';
import { ComparisonSection } from '@/features/landing/components/comparison-section';
import { Hero } from '@/features/landing/components/hero';
import { HowItWorksSection } from '@/features/landing/components/how-it-works-section';
import { TierSection } from '@/features/landing/components/tier-section';

/** The landing page `/`: its own sticky header, the sections, the shared footer. */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <StickyHeader />
      <main id="content" tabIndex={-1} className="flex-1 outline-none">
        <Hero />
        <HowItWorksSection />
        <BrandStrip />
        <TierSection />
        <ComparisonSection />
      </main>
      <SiteFooter />
    </div>
  );
}
