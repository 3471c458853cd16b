/**
 * A form check with the parsing surface of a zod schema (`safeParse`, `parse`, issues with
 * a path and a message) for the few forms whose pages must not load zod (sign-in, password
 * reset). The web wraps one as a react-hook-form resolver (`lib/form-check-resolver`).
 */

/** One problem: the field it is about and what to tell the person. */
export interface FormIssue {
  path: string[];
  message: string;
}

export type FormCheckResult<T> =
  | { success: true; data: T; error?: undefined }
  | { success: false; error: { issues: FormIssue[] } };

export interface FormCheck<T> {
  safeParse(input: unknown): FormCheckResult<T>;
  /** @throws Error listing the issues' messages */
  parse(input: unknown): T;
}

/**
 * A {@link FormCheck} from a function that reads the input's fields into `T`, reporting
 * problems through `issue(field, message)`.
 */
export function formCheck<T>(
  read: (fields: Record<string, unknown>, issue: (field: string, message: string) => void) => T,
): FormCheck<T> {
  const safeParse = (input: unknown): FormCheckResult<T> => {
    const issues: FormIssue[] = [];
    const fields = typeof input === 'object' && input !== null ? input : {};
    const data = read(fields as Record<string, unknown>, (field, message) =>
      issues.push({ path: [field], message }),
    );
    return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
  };
  return {
    safeParse,
    parse(input) {
      const result = safeParse(input);
      if (result.success) return result.data;
      throw new Error(result.error.issues.map((issue) => issue.message).join('; '));
    },
  };
}

/**
 * An email address as zod's `z.email()` accepts it (its default pattern), so these forms
 * and the zod-checked ones agree on what an email is.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/**
 * A required email field: trimmed; `required` when missing or blank, `invalid` when it
 * does not look like an email.
 */
export function readEmail(
  value: unknown,
  report: (message: string) => void,
  messages: { required: string; invalid: string },
): string {
  if (typeof value !== 'string' || value.trim() === '') {
    report(messages.required);
    return '';
  }
  const email = value.trim();
  if (!EMAIL_PATTERN.test(email)) report(messages.invalid);
  return email;
}
