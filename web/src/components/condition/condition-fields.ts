/** The admin's condition entry for one order, as typed, and the callable input it makes. */
import {
  conditionPhotoSchema,
  MAX_CONDITION_NOTES_LENGTH,
  MAX_CONDITION_PHOTOS,
  RANKS,
  type Rank,
  type UpdateOrderInput,
} from '@unlimited/domain';

export interface ConditionValues {
  /** `''` until chosen (only asked on return). */
  grade: Rank | '';
  notes: string;
  /** Photo addresses, one per line. */
  photos: string;
}

export const EMPTY_CONDITION: ConditionValues = { grade: '', notes: '', photos: '' };

export type ConditionInput = Pick<
  UpdateOrderInput,
  'condition_grade' | 'condition_notes' | 'condition_photos'
>;

/** The photo addresses typed, one per line, blanks left out. */
export function photoLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The callable fields for `values`, leaving out what is blank (the callable client would
 * send `undefined` as `null`), or the first problem to show.
 */
export function conditionInput(
  values: ConditionValues,
): { ok: true; input: ConditionInput } | { ok: false; message: string } {
  const input: ConditionInput = {};
  if (values.grade !== '') {
    if (!(RANKS as readonly string[]).includes(values.grade)) {
      return { ok: false, message: 'Please choose a condition grade' };
    }
    input.condition_grade = values.grade;
  }
  const notes = values.notes.trim();
  if (notes.length > MAX_CONDITION_NOTES_LENGTH) {
    return {
      ok: false,
      message: `Condition notes must be ${MAX_CONDITION_NOTES_LENGTH} characters or fewer`,
    };
  }
  if (notes !== '') input.condition_notes = notes;
  const photos = photoLines(values.photos);
  if (photos.length > MAX_CONDITION_PHOTOS) {
    return { ok: false, message: `At most ${MAX_CONDITION_PHOTOS} condition photos` };
  }
  for (const photo of photos) {
    const parsed = conditionPhotoSchema.safeParse(photo);
    if (!parsed.success) {
      return { ok: false, message: parsed.error.issues[0]?.message ?? 'Invalid photo address' };
    }
  }
  if (photos.length > 0) input.condition_photos = photos;
  return { ok: true, input };
}
