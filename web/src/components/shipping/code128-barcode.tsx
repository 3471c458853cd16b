import { code128, drawingSVG } from 'bwip-js/browser';
import { useMemo } from 'react';
import { cn } from '@/lib/cn';

/**
 * `value` as a Code 128 barcode (bwip-js, drawn as SVG so it prints sharp at any size),
 * with its quiet zones; the value itself is printed below it as text. Screen readers
 * hear "Barcode of <value>".
 */
export function Code128Barcode({ value, className }: { value: string; className?: string }) {
  // bwip-js draws only bars from this text (no `includetext`), so the markup is its own.
  const svg = useMemo(
    () =>
      code128(
        { bcid: 'code128', text: value, scale: 2, height: 16, paddingwidth: 10 },
        drawingSVG(),
      ),
    [value],
  );
  return (
    <div
      role="img"
      aria-label={`Barcode of ${value}`}
      data-barcode="code128"
      className={cn('bg-white [&>svg]:block [&>svg]:h-full [&>svg]:w-full', className)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
