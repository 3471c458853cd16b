import { ArrowLeft, ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import {
  isAcceptedPhotoType,
  MAX_PHOTO_BYTES,
  MAX_PRODUCT_PHOTOS,
  PHOTO_CONTENT_TYPES,
  PHOTO_TYPE_REFUSED,
} from '@unlimited/domain';
import { Badge } from '@/components/ui/badge';
import { FormAlert } from '@/components/ui/form-alert';
import { usePhotoUploads } from '../api/photo-uploads';

/** A photo in the form: a stored URL, or a new file with a local preview URL. */
export interface PhotoItem {
  key: string;
  src: string;
  file?: File;
}

export const TOO_MANY_PHOTOS = `You can only upload a maximum of ${MAX_PRODUCT_PHOTOS} images`;

let nextKey = 0;

export function photoItemFromUrl(url: string): PhotoItem {
  nextKey += 1;
  return { key: `url-${nextKey}`, src: url };
}

export function photoItemFromFile(file: File): PhotoItem {
  nextKey += 1;
  const src = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';
  return { key: `file-${nextKey}`, src, file };
}

/** Upload tile, thumbnails with Main on the first, move-earlier and remove buttons. */
export function PhotoManager({
  items,
  onChange,
  uploadsOffNote,
}: {
  items: readonly PhotoItem[];
  onChange: (items: PhotoItem[]) => void;
  /** What the form still allows when uploads are off, said after why they are. */
  uploadsOffNote?: string | undefined;
}) {
  const inputId = useId();
  const [error, setError] = useState<string | null>(null);
  const uploads = usePhotoUploads();

  function addFiles(list: FileList | null) {
    const files = [...(list ?? [])];
    if (files.length === 0) return;
    if (files.some((file) => !file.type.startsWith('image/'))) {
      setError('Only image files can be uploaded');
      toast.error('Only image files can be uploaded');
      return;
    }
    if (files.some((file) => !isAcceptedPhotoType(file.type))) {
      setError(PHOTO_TYPE_REFUSED);
      toast.error(PHOTO_TYPE_REFUSED);
      return;
    }
    const tooBig = files.find((file) => file.size > MAX_PHOTO_BYTES);
    if (tooBig) {
      const message = `"${tooBig.name}" is larger than 5 MB`;
      setError(message);
      toast.error(message);
      return;
    }
    if (items.length + files.length > MAX_PRODUCT_PHOTOS) {
      setError(TOO_MANY_PHOTOS);
      toast.error(TOO_MANY_PHOTOS);
      return;
    }
    setError(null);
    onChange([...items, ...files.map(photoItemFromFile)]);
  }

  function moveEarlier(index: number) {
    const next = [...items];
    [next[index - 1], next[index]] = [next[index]!, next[index - 1]!];
    onChange(next);
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">Product Photos</legend>
      <p className="text-xs text-neutral-500">
        Upload 1–{MAX_PRODUCT_PHOTOS} images (5 MB each). The first image is the main photo.
      </p>
      <ul aria-label="Photos" className="flex flex-wrap gap-3">
        {items.map((item, index) => (
          <li key={item.key} className="relative flex w-28 flex-col gap-1">
            <div className="relative size-28 overflow-hidden rounded-lg bg-neutral-100 dark:bg-neutral-800">
              {item.src && (
                <img src={item.src} alt={`Photo ${index + 1}`} className="size-full object-cover" />
              )}
              {index === 0 && (
                <Badge tone="gold" className="absolute top-1 left-1">
                  Main
                </Badge>
              )}
            </div>
            <div className="flex justify-between">
              {index > 0 ? (
                <button
                  type="button"
                  aria-label={`Move photo ${index + 1} earlier`}
                  className="rounded p-1 hover:bg-neutral-100 dark:hover:bg-neutral-800"
                  onClick={() => moveEarlier(index)}
                >
                  <ArrowLeft aria-hidden="true" className="size-4" />
                </button>
              ) : (
                <span />
              )}
              <button
                type="button"
                aria-label={`Remove photo ${index + 1}`}
                className="rounded p-1 text-red-700 hover:bg-red-50 dark:hover:bg-red-950"
                onClick={() => {
                  setError(null);
                  onChange(items.filter((i) => i.key !== item.key));
                }}
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </div>
          </li>
        ))}
        {items.length < MAX_PRODUCT_PHOTOS && uploads.state === 'checking' && (
          <li
            aria-busy="true"
            className="flex size-28 flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-neutral-200 text-xs text-neutral-400 dark:border-neutral-800"
          >
            <ImagePlus aria-hidden="true" className="size-6" />
            Checking uploads…
          </li>
        )}
        {items.length < MAX_PRODUCT_PHOTOS && uploads.state === 'available' && (
          <li>
            <label
              htmlFor={inputId}
              className="flex size-28 cursor-pointer flex-col items-center justify-center gap-1 rounded-lg border-2 border-dashed border-neutral-300 text-xs text-neutral-500 hover:border-ink dark:border-neutral-700"
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              Upload images
            </label>
            <input
              id={inputId}
              type="file"
              accept={PHOTO_CONTENT_TYPES.join(',')}
              multiple
              className="sr-only"
              onChange={(e) => {
                addFiles(e.target.files);
                e.target.value = '';
              }}
            />
          </li>
        )}
      </ul>
      <p className="text-xs text-neutral-500">
        {items.length} of {MAX_PRODUCT_PHOTOS} images
      </p>
      {uploads.state === 'unavailable' && (
        <p
          role="status"
          className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-900/30 dark:text-amber-100"
        >
          {uploads.message}
          {uploadsOffNote && ` ${uploadsOffNote}`}
        </p>
      )}
      <FormAlert>{error}</FormAlert>
    </fieldset>
  );
}
