import { clsx, type ClassValue } from 'clsx';

/*
 * No merging (tailwind-merge cost 8.4 KB gzip on every page): `cn` only joins. So no two
 * classes it joins may set the same property, or the stylesheet's order would pick the
 * winner. A component's own classes and a caller's never overlap: a size, a tone, a width
 * or a wrapping label is asked for by the component's prop (Button `size`, `tracking`,
 * `wrap`; Badge `size`; DialogContent `width`...), and the caller's `className` only adds
 * what the component does not set (margins, placement). The unit tests hold every call
 * to this: src/testing/setup-tests.ts fails a render whose classes overlap.
 */

/** Joins class names (clsx): strings, and the truthy keys or items of objects and arrays. */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
