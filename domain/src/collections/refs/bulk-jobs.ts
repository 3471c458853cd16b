/** The named references of `bulkJobsCol`, `bulkJobDoc` (see `../firestore-refs.ts`). */
import { bulkJobDocSchema } from '../../operations';
import { COLLECTIONS } from '../collection-names';

/** Bulk jobs (admins read them; the bulk job functions write them). */
export const bulkJobsCol = { collection: COLLECTIONS.bulkJobs, schema: bulkJobDocSchema } as const;
/** One bulk job. */
export const bulkJobDoc = {
  collection: COLLECTIONS.bulkJobs,
  schema: bulkJobDocSchema,
  id: (id: string) => id,
} as const;
