import { ChevronDown, CircleCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  ALREADY_A_MEMBER,
  WAITLIST_RATE_LIMITED,
  hasStyleAnswers,
  type StyleAnswers,
  type TierId,
} from '@unlimited/domain';
import { Button } from '@/components/ui/button';
import { InputField, TextareaField } from '@/components/ui/field';
import {
  joinWaitlistResolver,
  preloadWaitlistValidation,
  useJoinWaitlist,
  type JoinWaitlistInput,
  type JoinWaitlistValues,
} from '../api/join-waitlist';
import { readReferralCode } from '../api/referral-code';
import { useHydrated } from '@/lib/media/use-media-query';
import { Link } from '@/lib/navigation/navigation';
import { paths } from '@/config/paths';
import { TierChoice } from './tier-choice';

export const WAITLIST_MESSAGES = {
  joined: 'Successfully joined the waitlist!',
  duplicate: 'This email is already on our waitlist!',
  member: ALREADY_A_MEMBER,
  failed: 'Something went wrong. Please try again.',
  rateLimited: WAITLIST_RATE_LIMITED,
} as const;

/** The optional fields, folded under "Tell us more". */
const OPTIONAL_FIELDS = ['zip_code', 'excitement_reason', 'comment'] as const;

function blankSignup(tier: TierId | null): Partial<JoinWaitlistInput> {
  return {
    full_name: '',
    email: '',
    ...(tier ? { tier } : {}),
    zip_code: '',
    excitement_reason: '',
    comment: '',
  };
}

type FocusTarget = 'success' | 'form';

const noSubscription = () => () => {};
const noCode = () => null;

/** "This email already has a membership. Sign in instead.", with Sign in linked to /login. */
function MemberEmail() {
  return (
    <>
      This email already has a membership.{' '}
      <Link to={paths.login} className="font-semibold underline underline-offset-2">
        Sign in
      </Link>{' '}
      instead.
    </>
  );
}

/**
 * The waitlist form ('Join Our Waitlist') and, once sent, the "You're on the list!" state.
 * The tier is asked once, by the tier cards; the optional fields fold under "Tell us
 * more". Errors keep everything typed; a failed submit is said next to the button (and in
 * a toast), an email already on the list once, at the email field; focus goes to the first invalid field, to the success heading, and back to the
 * name field after 'Join Another Email'.
 *
 * `referralCode`: a Club member's code from her link (`/waitlist?ref=CODE`), sent as it
 * is: the server keeps it only when it is a member's (a bad one is never an error).
 * Without one, the code remembered for this visit (`../api/referral-code`) is sent, so a
 * friend who opened the link and joins from elsewhere (the quiz) is still referred.
 *
 * `styleAnswers`: the style quiz's answers (from `/quiz`), sent with the signup and said
 * so above the button; answers with nothing answered are not sent (nor said to be).
 */
export function WaitlistSignup({
  initialTier = null,
  styleAnswers = null,
  referralCode = null,
}: {
  referralCode?: string | null;
  initialTier?: TierId | null;
  styleAnswers?: StyleAnswers | null;
}) {
  const form = useForm<JoinWaitlistInput, unknown, JoinWaitlistValues>({
    resolver: joinWaitlistResolver,
    defaultValues: blankSignup(initialTier),
  });
  const { register, handleSubmit, formState, setError, setFocus, reset } = form;
  const hydrated = useHydrated();
  // The prerendered page knows neither the address nor this visit's storage: the referral
  // shows once the page has hydrated, so hydration finds the markup it rendered.
  const rememberedCode = useSyncExternalStore(noSubscription, readReferralCode, noCode);
  const shownReferral = hydrated ? (referralCode ?? rememberedCode) : null;
  const sentAnswers = styleAnswers !== null && hasStyleAnswers(styleAnswers) ? styleAnswers : null;
  const { errors } = formState;
  const { joinWaitlist, isPending } = useJoinWaitlist();
  const [joined, setJoined] = useState<JoinWaitlistValues | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);

  const idPrefix = useId();
  const tierInputId = (tier: TierId) => `${idPrefix}-tier-${tier}`;
  const successHeading = useRef<HTMLHeadingElement>(null);
  // Focus moves after the next render, once the element to focus exists.
  const pendingFocus = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    if (target === 'success') successHeading.current?.focus();
    else setFocus('full_name');
  });

  // Set at once on submit: validation may first have to load, and a second click meanwhile
  // must not send the signup twice.
  const submitting = useRef(false);
  // Set once the signup is in, until the member starts a fresh form.
  const joinedOnce = useRef(false);

  const submit = async (values: JoinWaitlistValues) => {
    const outcome = await joinWaitlist({
      ...values,
      style_answers: sentAnswers,
      ref: referralCode ?? readReferralCode(),
    });
    if (outcome === 'joined') {
      // The form stays locked until "Join Another Email": a second press that lands
      // before the success screen renders must not send the signup again.
      joinedOnce.current = true;
      toast.success(WAITLIST_MESSAGES.joined);
      pendingFocus.current = 'success';
      setJoined(values);
    } else if (outcome === 'already-joined') {
      // "This email …": said once, at the email field (its alert), not again by the button
      // or in a toast, so a screen reader announces it once.
      setError(
        'email',
        { type: 'server', message: WAITLIST_MESSAGES.duplicate },
        { shouldFocus: true },
      );
    } else if (outcome === 'member') {
      // The same, with "Sign in" linked (see the email field).
      setError('email', { type: 'member', message: ALREADY_A_MEMBER }, { shouldFocus: true });
    } else if (outcome === 'rate-limited') {
      toast.error(WAITLIST_MESSAGES.rateLimited);
      setSubmitError(WAITLIST_MESSAGES.rateLimited);
    } else {
      toast.error(WAITLIST_MESSAGES.failed);
      setSubmitError(WAITLIST_MESSAGES.failed);
    }
  };

  // An invalid optional field unfolds "Tell us more" before focus moves to it.
  const invalid = (invalidFields: FieldErrors<JoinWaitlistInput>) => {
    if (OPTIONAL_FIELDS.some((name) => invalidFields[name])) flushSync(() => setMoreOpen(true));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting.current || joinedOnce.current || isPending) return;
    submitting.current = true;
    setSubmitError(null);
    handleSubmit(
      submit,
      invalid,
    )(event)
      .catch((error: unknown) => {
        // The validation could not load (offline, or a new release replaced it).
        console.error('Could not check the waitlist form', error);
        toast.error(WAITLIST_MESSAGES.failed);
        setSubmitError(WAITLIST_MESSAGES.failed);
      })
      .finally(() => {
        submitting.current = false;
      });
  };

  const startOver = () => {
    joinedOnce.current = false;
    reset(blankSignup(null));
    pendingFocus.current = 'form';
    setMoreOpen(false);
    setJoined(null);
  };

  const moreId = `${idPrefix}-more`;
  const submitErrorId = `${idPrefix}-submit-error`;
  return (
    <section
      id="join-waitlist"
      aria-labelledby={joined ? `${idPrefix}-success` : `${idPrefix}-title`}
      className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 py-10 sm:px-6 sm:py-12"
    >
      {joined ? (
        <div className="mx-auto flex max-w-2xl flex-col items-center rounded-3xl border border-neutral-200 bg-white p-6 py-12 text-center shadow-sm sm:p-10 dark:border-neutral-800 dark:bg-neutral-900">
          <CircleCheck aria-hidden="true" className="size-14 text-gold-deep dark:text-gold" />
          <h2
            id={`${idPrefix}-success`}
            ref={successHeading}
            tabIndex={-1}
            className="mt-6 font-display text-3xl focus:outline-none"
          >
            You&apos;re on the list!
          </h2>
          <p className="mt-4 max-w-md text-neutral-700 dark:text-neutral-300">
            Thank you for joining, {joined.full_name.split(/\s+/)[0]}. We&apos;ll email{' '}
            <strong className="font-semibold break-all">{joined.email}</strong> as soon as
            memberships open.
          </p>
          <Button variant="outline" className="mt-8" onClick={startOver}>
            Join Another Email
          </Button>
        </div>
      ) : (
        <>
          <div className="text-center">
            <h2 id={`${idPrefix}-title`} className="font-display text-3xl sm:text-4xl">
              Join Our Waitlist
            </h2>
            <p className="mt-2 text-neutral-700 dark:text-neutral-300">
              Be the first to know when the product launches
            </p>
          </div>
          <form
            noValidate
            onSubmit={onSubmit}
            onFocus={() => {
              // A failed load is reported if it fails again on submit.
              preloadWaitlistValidation().catch(() => {});
            }}
            aria-labelledby={`${idPrefix}-title`}
            className="mt-8"
          >
            {/*
             * The prerendered page shows the form before the app runs; typing into it
             * then would be wiped when the form starts, so it waits for the app.
             */}
            <noscript>
              <p className="mx-auto mb-6 max-w-2xl rounded-xl border border-neutral-300 p-4 text-sm dark:border-neutral-700">
                Please turn on JavaScript in your browser to join the waitlist.
              </p>
            </noscript>
            <fieldset disabled={!hydrated} className="flex min-w-0 flex-col gap-10">
              <TierChoice
                registration={register('tier')}
                error={errors.tier?.message}
                inputId={tierInputId}
              />
              <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 rounded-3xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-10 dark:border-neutral-800 dark:bg-neutral-900">
                <InputField
                  label="Full name"
                  autoComplete="name"
                  error={errors.full_name?.message}
                  {...register('full_name')}
                />
                <InputField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  error={errors.email?.type === 'member' ? <MemberEmail /> : errors.email?.message}
                  {...register('email')}
                />
                <div>
                  <button
                    type="button"
                    aria-expanded={moreOpen}
                    aria-controls={moreId}
                    onClick={() => setMoreOpen((open) => !open)}
                    className="inline-flex min-h-11 items-center gap-2 rounded-full text-sm font-semibold tracking-wide text-ink underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold dark:text-neutral-100"
                  >
                    Tell us more
                    <span className="font-normal text-neutral-600 dark:text-neutral-400">
                      (optional)
                    </span>
                    <ChevronDown
                      aria-hidden="true"
                      className={`size-4 transition-transform ${moreOpen ? 'rotate-180' : ''}`}
                    />
                  </button>
                  <div id={moreId} hidden={!moreOpen} className="mt-4 flex flex-col gap-6">
                    <InputField
                      label="ZIP code (optional)"
                      inputMode="numeric"
                      autoComplete="postal-code"
                      maxLength={5}
                      error={errors.zip_code?.message}
                      {...register('zip_code')}
                    />
                    <TextareaField
                      label="Why are you excited to join? (optional)"
                      error={errors.excitement_reason?.message}
                      {...register('excitement_reason')}
                    />
                    <TextareaField
                      label="Comments (optional)"
                      error={errors.comment?.message}
                      {...register('comment')}
                    />
                  </div>
                </div>
                <div className="flex flex-col gap-3">
                  {shownReferral && (
                    <p className="text-sm text-neutral-700 dark:text-neutral-300">
                      You are joining through a Club member’s link.
                    </p>
                  )}
                  {sentAnswers && (
                    <p className="text-sm text-neutral-700 dark:text-neutral-300">
                      Your style quiz answers are sent with your signup, so your first picks are
                      ready when memberships open.
                    </p>
                  )}
                  {/* Not `disabled` while sending: that would drop keyboard focus. */}
                  <Button
                    type="submit"
                    size="lg"
                    aria-disabled={isPending}
                    aria-busy={isPending}
                    aria-describedby={submitError ? submitErrorId : undefined}
                    className="aria-disabled:cursor-wait aria-disabled:opacity-70"
                  >
                    {isPending ? 'Joining...' : 'Join Waitlist'}
                  </Button>
                  {submitError && (
                    <p
                      id={submitErrorId}
                      role="alert"
                      className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-300"
                    >
                      {submitError}
                    </p>
                  )}
                </div>
              </div>
            </fieldset>
          </form>
        </>
      )}
    </section>
  );
}
