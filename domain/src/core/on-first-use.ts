/**
 * A value made when it is first asked for, then kept. For the `Intl` formatters a module
 * keeps: making one loads its locale (and time zone) data, tens of milliseconds on a slow
 * phone, so made at module load they lengthen the task that starts every page that
 * imports them, whether it formats anything or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
