/** The admin's waitlist CSV export (spec §7 "Export CSV"). */
import Papa from 'papaparse';
import type { TierId } from '../membership';
import { QUIZ_QUESTIONS, type QuizQuestionId, type StyleAnswers } from '../quiz';
import type { WaitlistStatus } from './waitlist';

/** One signup as exported: the stored fields an admin sees. */
export interface WaitlistExportRow {
  full_name: string;
  email: string;
  tier: TierId;
  status: WaitlistStatus;
  zip_code: string | null;
  excitement_reason: string | null;
  comment: string | null;
  submitted_at: Date;
  notes: string | null;
  /** The Style Quiz answers sent with the signup (none for an imported or older one). */
  style_answers?: StyleAnswers | null;
}

/** The quiz columns, after the spec's nine, in the quiz's question order. */
const QUIZ_COLUMNS: Record<QuizQuestionId, string> = {
  occasions: 'Quiz Occasions',
  colours: 'Quiz Colours',
  silhouettes: 'Quiz Silhouettes',
  brands: 'Quiz Brands',
  budget: 'Quiz Budget',
};

/** Header of the export, in column order. */
export const WAITLIST_CSV_COLUMNS = [
  'Full Name',
  'Email',
  'Tier',
  'Status',
  'Zip Code',
  'Excitement Reason',
  'Comment',
  'Submitted At',
  'Admin Notes',
  ...QUIZ_QUESTIONS.map((question) => QUIZ_COLUMNS[question.id]),
] as const;

/** One signup's quiz answers as labels, one cell per question, several joined with "; ". */
function quizCells(answers: StyleAnswers | null | undefined): string[] {
  return QUIZ_QUESTIONS.map((question) => {
    if (!answers) return '';
    const picked: readonly string[] =
      question.id === 'budget'
        ? answers.budget === null
          ? []
          : [answers.budget]
        : answers[question.id];
    return question.options
      .filter((option) => picked.includes(option.id))
      .map((option) => text(option.label))
      .join('; ');
  });
}

/**
 * Builds the export file's text from the (already filtered) signups.
 *
 * - The spec's nine columns, then the Style Quiz answers (issue 31: admins see them on the
 *   signup): one column per question, the options' labels joined with "; ", empty when
 *   the signup has no answers.
 * - Commas in text cells become semicolons, as the spec asks, so naive tools that split
 *   on commas still see the same number of columns.
 * - The result is also proper RFC 4180 CSV (papaparse `unparse`, CRLF line ends): cells
 *   holding quotes or line breaks are quoted, so notes with newlines survive.
 * - Cells starting with `=`, `+`, `-`, `@`, tab or CR get a leading `'`. Names, reasons
 *   and notes are typed by the public or pasted from the survey tool, and a spreadsheet
 *   would run `=HYPERLINK(…)` typed as a name as a formula when the admin opens the file.
 * - `Submitted At` is ISO 8601 (UTC); an invalid date and `null` give an empty cell.
 */
export function waitlistCsv(signups: readonly WaitlistExportRow[]): string {
  const rows = signups.map((signup) => [
    text(signup.full_name),
    text(signup.email),
    signup.tier,
    signup.status,
    text(signup.zip_code),
    text(signup.excitement_reason),
    text(signup.comment),
    isoOrEmpty(signup.submitted_at),
    text(signup.notes),
    ...quizCells(signup.style_answers),
  ]);
  // The header goes in as a plain first row: with `fields` and no data papaparse ends the
  // file with a stray line break, which readers see as an extra empty row.
  return Papa.unparse(
    [[...WAITLIST_CSV_COLUMNS], ...rows],
    // papaparse's own `escapeFormulae: true` pattern ends in `.*$`, which misses cells
    // with a line break after the `=`; a prefix test has no such gap.
    { escapeFormulae: /^[=+\-@\t\r]/, newline: '\r\n' },
  );
}

function text(value: string | null): string {
  return value === null ? '' : value.replaceAll(',', ';');
}

function isoOrEmpty(date: Date): string {
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/**
 * `waitlist-signups-2025-11-03.csv` for the given moment's UTC date.
 *
 * @throws RangeError when `date` is invalid
 */
export function waitlistCsvFilename(date: Date): string {
  return `waitlist-signups-${date.toISOString().slice(0, 10)}.csv`;
}
