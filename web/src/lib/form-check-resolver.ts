import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FormCheck } from '@unlimited/domain';

/**
 * A react-hook-form resolver over a domain {@link FormCheck} (the forms that do without
 * zod), as `zodResolver` is over a schema: the first message of each field is its error.
 * For flat forms: each issue's path is one field name.
 */
export function formCheckResolver<TInput extends FieldValues, TOutput extends FieldValues>(
  check: FormCheck<TOutput>,
): Resolver<TInput, unknown, TOutput> {
  return async (values) => {
    const result = check.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { path, message } of result.error.issues) {
      errors[path.join('.')] ??= { type: 'validate', message };
    }
    return { values: {}, errors: errors as FieldErrors<TInput> };
  };
}
