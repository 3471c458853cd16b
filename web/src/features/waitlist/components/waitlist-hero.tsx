/** Top of the waitlist page: the headline and the pitch. */
export function WaitlistHero() {
  return (
    <section className="relative overflow-hidden px-6 pt-20 pb-12 text-center">
      <p className="text-xs font-semibold tracking-[0.3em] text-gold-deep dark:text-gold">
        MEMBERS-ONLY · COMING SOON
      </p>
      <h1 className="mx-auto mt-4 max-w-3xl font-display text-4xl leading-tight sm:text-6xl">
        Join the Waitlist
      </h1>
      <p className="mx-auto mt-6 max-w-2xl text-lg text-neutral-700 dark:text-neutral-300">
        Rent luxury designer bags with unlimited swaps. One monthly membership opens a rotating
        closet of authenticated pieces — carry one you love, swap it for the next, or keep it at a
        member price.
      </p>
    </section>
  );
}
