/** Field schemas shared by the document and input schemas (internal to `schemas/`). */
import { z } from 'zod';

/**
 * An optional document field: `T | null` in the domain type, and a missing key reads as
 * `null` so documents written before the field existed still parse.
 */
export function nullableField<T extends z.ZodType>(schema: T) {
  return schema.nullable().default(null);
}

/** A counter: a whole number, never negative, `0` when missing. */
export const countField = z.number().int().nonnegative().default(0);

/** Money in integer cents, never negative. */
export const centsField = z.number().int().nonnegative();

/**
 * Optional free text from a form or a stored document: trimmed, and blank, missing or
 * `null` all become `null`. `max` counts characters after trimming.
 */
export function optionalTextField(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));
}

/**
 * Optional form text that is left out when blank (an update patch omits it): trimmed,
 * and blank, missing or `null` all become `undefined`.
 */
export function omittableTextField(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) =>
      value === undefined || value === null || value === '' ? undefined : value,
    );
}
