import { useState } from 'react';

/**
 * Condition photos as small thumbnails, each opening the full photo in a new tab. A photo
 * that does not load is left out rather than shown broken.
 */
export function ConditionPhotos({ photos, label }: { photos: readonly string[]; label: string }) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shown = photos.filter((photo) => !failed.has(photo));
  if (shown.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2" aria-label={label}>
      {shown.map((photo, i) => (
        <li key={photo}>
          <a
            href={photo}
            target="_blank"
            rel="noreferrer"
            className="block size-16 overflow-hidden rounded-lg bg-neutral-100 focus-visible:outline-2 focus-visible:outline-gold sm:size-20 dark:bg-neutral-800"
          >
            <img
              src={photo}
              alt={`${label}, photo ${i + 1} of ${shown.length} (opens full size)`}
              loading="lazy"
              width={80}
              height={80}
              onError={() => setFailed((prev) => new Set(prev).add(photo))}
              className="size-full object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
