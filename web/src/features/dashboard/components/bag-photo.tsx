import { useState } from 'react';
import { productName } from '@unlimited/domain';
import placeholderPhoto from '@/assets/bag-placeholder.svg';
import { cn } from '@/lib/cn';

/**
 * The photo of a bag in the member's rotation: the whole bag, never cropped, in a square
 * frame on a neutral background (`self-start` keeps a tall card from stretching the frame,
 * which cropped the bag at desktop width). A photo that does not load shows the placeholder.
 * `className` gives the frame's width and background (the dashboard card's, by default).
 */
export function BagPhoto({
  src,
  brand,
  name,
  className = 'w-full bg-neutral-100 sm:w-48 dark:bg-neutral-800',
}: {
  src: string;
  brand: string;
  name: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const label = productName(brand, name);
  return (
    <img
      src={failed ? placeholderPhoto : src}
      alt={failed ? `${label}: photo unavailable` : label}
      onError={failed ? undefined : () => setFailed(true)}
      className={cn('aspect-square shrink-0 self-start rounded-xl object-contain p-2', className)}
    />
  );
}
