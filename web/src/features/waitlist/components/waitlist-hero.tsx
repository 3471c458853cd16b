import { SWAP_RHYTHMS } from '@/lib/public-data/marketing-copy';

/** Top of the waitlist page: the headline and the pitch, short so the form follows at once. */
export function WaitlistHero() {
  return (
    <section className="relative overflow-hidden px-6 pt-10 pb-2 text-center sm:pt-16">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep dark:text-gold">
        MEMBERS-ONLY · COMING SOON
      </p>
      <h1 className="mx-auto mt-4 max-w-3xl font-display text-4xl leading-tight sm:text-6xl">
        Join the Waitlist
      </h1>
      <p className="mx-auto mt-4 max-w-2xl text-base text-neutral-700 sm:mt-6 sm:text-lg dark:text-neutral-300">
        Rent luxury designer bags on rotation. One monthly membership opens a rotating closet of
        authenticated pieces — carry one as long as you love it, swap it for the next when your swap
        clock comes round ({SWAP_RHYTHMS}, by tier), or keep it at a member price.
      </p>
    </section>
  );
}
