import { useId, useState } from 'react';
import {
  MAX_CONDITION_NOTES_LENGTH,
  RANK_LABELS,
  RANKS,
  type ConditionStage,
  type Rank,
} from '@unlimited/domain';
import { SelectField, TextareaField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { photoLines, type ConditionValues } from './condition-fields';
import { uploadConditionPhoto } from './upload-condition-photo';

/**
 * The condition record an admin adds when shipping an order (`dispatch`) or receiving its
 * return (`return`): the grade (on return), notes members read, and photos (uploaded to
 * Storage, or given as addresses).
 */
export function ConditionFieldset({
  stage,
  orderId,
  value,
  onChange,
  error,
  gradeRequired = false,
  showGrade = true,
  legend,
}: {
  stage: ConditionStage;
  orderId: string;
  value: ConditionValues;
  onChange: (value: ConditionValues) => void;
  error?: string | undefined;
  gradeRequired?: boolean;
  /** False where the grade is asked elsewhere (the Swaps screen's receive dialog). */
  showGrade?: boolean;
  /** The fieldset's name; by default "Condition at dispatch" or "Condition on return". */
  legend?: string;
}) {
  const uploadId = useId();
  const [upload, setUpload] = useState<{ busy: boolean; message: string | null }>({
    busy: false,
    message: null,
  });
  const name = legend ?? (stage === 'dispatch' ? 'Condition at dispatch' : 'Condition on return');

  const uploadFiles = async (files: FileList | null) => {
    // Copied before any await: the input is cleared right after this call starts, and a
    // FileList is live (read later, it would be empty: "0 photo(s) added").
    const chosen = files ? Array.from(files) : [];
    if (chosen.length === 0) return;
    setUpload({ busy: true, message: `Uploading ${chosen.length} photo(s)…` });
    const urls: string[] = [];
    try {
      const { storage } = await import('@/lib/firebase-storage');
      for (const file of chosen) {
        urls.push(await uploadConditionPhoto(storage, orderId, stage, file));
      }
      onChange({ ...value, photos: [...photoLines(value.photos), ...urls].join('\n') });
      setUpload({ busy: false, message: `${urls.length} photo(s) added.` });
    } catch (failure) {
      // The photos uploaded before the failure are kept; the message says which failed and why.
      if (urls.length > 0)
        onChange({ ...value, photos: [...photoLines(value.photos), ...urls].join('\n') });
      const reason =
        failure instanceof Error && failure.message ? failure.message : 'Please try again.';
      const failed = chosen[urls.length]?.name ?? 'A photo';
      setUpload({
        busy: false,
        message: `${urls.length > 0 ? `${urls.length} photo(s) added; ` : ''}"${failed}" could not be uploaded: ${reason}`,
      });
    }
  };

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-neutral-200 p-3 dark:border-neutral-800">
      <legend className="px-1 text-sm font-medium">{name}</legend>
      {stage === 'return' && showGrade ? (
        <SelectField
          label="Condition grade"
          value={value.grade}
          onChange={(event) => onChange({ ...value, grade: event.target.value as Rank | '' })}
          hint="It becomes the bag’s grade, shown to members."
          required={gradeRequired}
        >
          <option value="">{gradeRequired ? 'Choose a grade' : 'Keep the bag’s grade'}</option>
          {RANKS.map((rank) => (
            <option key={rank} value={rank}>
              {rank} — {RANK_LABELS[rank]}
            </option>
          ))}
        </SelectField>
      ) : stage === 'dispatch' ? (
        <p className="text-xs text-neutral-600 dark:text-neutral-400">
          The bag’s current grade is recorded with these notes.
        </p>
      ) : null}
      <TextareaField
        label="Condition notes"
        hint="Members see these on the bag and on their order. Admin notes stay private."
        maxLength={MAX_CONDITION_NOTES_LENGTH}
        value={value.notes}
        onChange={(event) => onChange({ ...value, notes: event.target.value })}
      />
      <TextareaField
        label="Condition photo addresses"
        hint="One https address per line, at most 5. Uploaded photos are added here."
        value={value.photos}
        onChange={(event) => onChange({ ...value, photos: event.target.value })}
        className="[&_textarea]:min-h-16"
      />
      <div className="text-sm">
        <label htmlFor={uploadId} className="font-medium">
          Upload condition photos
        </label>
        <input
          id={uploadId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          multiple
          disabled={upload.busy}
          onChange={(event) => {
            void uploadFiles(event.target.files);
            event.target.value = '';
          }}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-neutral-100 file:px-3 file:py-2 dark:file:bg-neutral-800"
        />
        {upload.message && (
          <p role="status" className="mt-1 text-xs text-neutral-600 dark:text-neutral-400">
            {upload.message}
          </p>
        )}
      </div>
      <FormAlert>{error}</FormAlert>
    </fieldset>
  );
}
