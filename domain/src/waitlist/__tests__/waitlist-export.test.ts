import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { TIER_IDS } from '../../membership';
import { WAITLIST_STATUSES } from '../waitlist';
import {
  WAITLIST_CSV_COLUMNS,
  waitlistCsv,
  waitlistCsvFilename,
  type WaitlistExportRow,
} from '../waitlist-export';

const OLIVIA: WaitlistExportRow = {
  full_name: 'Olivia Bennett',
  email: 'olivia.bennett@gmail.com',
  tier: 'elite',
  status: 'invited',
  zip_code: '10014',
  excitement_reason: 'Trying a Birkin, a Kelly and a Peekaboo before buying',
  comment: null,
  submitted_at: new Date('2025-11-03T16:12:00Z'),
  notes: 'Imported from Tally on 11/3/2025',
};

function parsed(text: string): string[][] {
  return Papa.parse<string[]>(text).data;
}

describe('waitlistCsv', () => {
  it('has the nine spec columns, then one column per quiz question', () => {
    expect(parsed(waitlistCsv([]))).toEqual([
      [
        'Full Name',
        'Email',
        'Tier',
        'Status',
        'Zip Code',
        'Excitement Reason',
        'Comment',
        'Submitted At',
        'Admin Notes',
        'Quiz Occasions',
        'Quiz Colours',
        'Quiz Silhouettes',
        'Quiz Brands',
        'Quiz Budget',
      ],
    ]);
    expect(WAITLIST_CSV_COLUMNS).toHaveLength(14);
  });

  it('writes one row per signup, with commas in free text replaced by semicolons', () => {
    expect(waitlistCsv([OLIVIA]).split('\r\n')[1]).toBe(
      'Olivia Bennett,olivia.bennett@gmail.com,elite,invited,10014,' +
        'Trying a Birkin; a Kelly and a Peekaboo before buying,,' +
        '2025-11-03T16:12:00.000Z,Imported from Tally on 11/3/2025,,,,,',
    );
  });

  it('writes the quiz answers as their labels, several joined with "; "', () => {
    const row = {
      ...OLIVIA,
      style_answers: {
        occasions: ['work', 'travel'],
        colours: ['black', 'metallics'],
        silhouettes: [],
        brands: ['hermes', 'chanel'],
        budget: 'up-to-10000',
      },
    };
    expect(parsed(waitlistCsv([row]))[1]?.slice(9)).toEqual([
      'Work and meetings; Travel and weekends',
      'Black; Metallics',
      '',
      'Chanel; Hermès',
      'Up to $10;000',
    ]);
  });

  it('leaves null fields empty', () => {
    const row = { ...OLIVIA, zip_code: null, excitement_reason: null, notes: null };
    expect(parsed(waitlistCsv([row]))[1]).toEqual([
      'Olivia Bennett',
      'olivia.bennett@gmail.com',
      'elite',
      'invited',
      '',
      '',
      '',
      '2025-11-03T16:12:00.000Z',
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
  });

  it('quotes cells holding quotes or line breaks so they survive a CSV reader', () => {
    const notes = 'Called her:\n"wants the Kelly first"';
    expect(parsed(waitlistCsv([{ ...OLIVIA, notes }]))[1]?.[8]).toBe(notes);
  });

  it('prefixes cells a spreadsheet would run as a formula with an apostrophe', () => {
    const row = {
      ...OLIVIA,
      full_name: '=HYPERLINK("http://evil.example"; "Click")',
      comment: '+1 555 0100',
      excitement_reason: '-',
      notes: '@SUM(A1:A2)',
    };
    expect(parsed(waitlistCsv([row]))[1]).toMatchObject({
      0: '\'=HYPERLINK("http://evil.example"; "Click")',
      5: "'-",
      6: "'+1 555 0100",
      8: "'@SUM(A1:A2)",
    });
  });

  it('escapes a formula even when a line break follows it', () => {
    expect(parsed(waitlistCsv([{ ...OLIVIA, comment: '=1+1\nmore' }]))[1]?.[6]).toBe("'=1+1\nmore");
  });

  it('always parses back to a header plus one row of fourteen cells per signup', () => {
    const freeText = fc.string({ unit: 'binary', maxLength: 30 });
    const signup: fc.Arbitrary<WaitlistExportRow> = fc.record({
      full_name: freeText,
      email: freeText,
      tier: fc.constantFrom(...TIER_IDS),
      status: fc.constantFrom(...WAITLIST_STATUSES),
      zip_code: fc.option(freeText, { nil: null }),
      excitement_reason: fc.option(freeText, { nil: null }),
      comment: fc.option(freeText, { nil: null }),
      submitted_at: fc.date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2100-01-01T00:00:00Z'),
        noInvalidDate: true,
      }),
      notes: fc.option(freeText, { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(signup, { maxLength: 8 }), (signups) => {
        const rows = parsed(waitlistCsv(signups));
        expect(rows).toHaveLength(signups.length + 1);
        for (const row of rows) expect(row).toHaveLength(14);
        signups.forEach((signup, index) => {
          expect(rows[index + 1]?.[7]).toBe(signup.submitted_at.toISOString());
        });
      }),
    );
  });
});

describe('waitlistCsvFilename', () => {
  it('names the file after the UTC date', () => {
    expect(waitlistCsvFilename(new Date('2025-11-03T23:30:00-05:00'))).toBe(
      'waitlist-signups-2025-11-04.csv',
    );
  });
});
