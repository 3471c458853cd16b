/**
 * Text search as the back-office's search boxes do it: case and accents folded, so
 * "hermes" finds Hermès and "CELINE" finds Céline, and spaces collapsed, so a pasted
 * name with a double space still matches.
 */

/** Lower-cases, strips diacritics (`Hermès` → `hermes`) and collapses runs of spaces. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * Whether any of `fields` contains what was typed (`search`, folded the same way). An
 * empty search matches everything; a field that is null or undefined matches nothing.
 */
export function matchesSearch(
  fields: readonly (string | null | undefined)[],
  search: string,
): boolean {
  const needle = foldForSearch(search);
  if (needle === '') return true;
  return fields.some((field) => field != null && foldForSearch(field).includes(needle));
}
