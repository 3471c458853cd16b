/** Validating a callable's input with its domain schema. */
import { HttpsError } from 'firebase-functions/https';
import type { z } from 'zod';
import { firstIssueMessage } from '@unlimited/domain';

/**
 * `data` parsed with `schema`.
 *
 * @throws HttpsError `invalid-argument` with the schema's first message
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpsError('invalid-argument', firstIssueMessage(result.error));
  return result.data;
}
