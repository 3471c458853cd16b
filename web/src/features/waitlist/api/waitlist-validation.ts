import { zodResolver } from '@hookform/resolvers/zod';
import { waitlistSignupInputSchema } from '@unlimited/domain';

/**
 * The signup form's validation: the domain schema the callable validates with too. Its own
 * module, loaded on demand by `join-waitlist.ts`, so zod is not part of the page's load.
 */
export const waitlistResolver = zodResolver(waitlistSignupInputSchema);
