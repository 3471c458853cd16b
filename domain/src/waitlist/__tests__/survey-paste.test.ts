import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSurveyPaste, surveyImportNote, type SurveyEntry } from '../survey-paste';

/** Four submissions as copied from the Tally results view. */
const TALLY_PASTE = `Submitted at
Full name
Email
Zip code
Why are you excited?
Which membership interests you?
Nov 3, 4:12 PM
Olivia Bennett
olivia.bennett@gmail.com
10014
I've wanted to try a Birkin before committing to buy one
Elite - $129/mo
Nov 3, 5:47 PM
Marcus Reed
02139
Love the idea of a new bag every month
Reserve - $49/mo
Nov 4 9:03 am
Priya Shah
  Priya.Shah@Outlook.com
94110-2231
Access to the vintage Chanel pieces
Crown - $289/mo
Nov 5, 11:30 PM
Dana Whitfield
dana.w@yahoo.com
60614
Curious how the swaps work
-
`;

/** The import runs at the end of 2025, so every date of these pastes is in 2025. */
const YEAR = { now: new Date(Date.UTC(2025, 11, 31, 12)) };

function entries(text: string, now = YEAR.now): SurveyEntry[] {
  const result = parseSurveyPaste(text, { now });
  if (!result.ok) throw new Error(result.error);
  return result.entries;
}

describe('parseSurveyPaste', () => {
  it('reads each complete submission of a Tally paste', () => {
    expect(entries(TALLY_PASTE)).toEqual<SurveyEntry[]>([
      {
        line: 7,
        full_name: 'Olivia Bennett',
        email: 'olivia.bennett@gmail.com',
        zip_code: '10014',
        excitement_reason: "I've wanted to try a Birkin before committing to buy one",
        tier: 'elite',
        tierMissing: false,
        submitted_at: new Date('2025-11-03T16:12:00Z'),
      },
      {
        line: 18,
        full_name: 'Priya Shah',
        email: 'priya.shah@outlook.com',
        zip_code: '94110-2231',
        excitement_reason: 'Access to the vintage Chanel pieces',
        tier: 'crown',
        tierMissing: false,
        submitted_at: new Date('2025-11-04T09:03:00Z'),
      },
      {
        line: 24,
        full_name: 'Dana Whitfield',
        email: 'dana.w@yahoo.com',
        zip_code: '60614',
        excitement_reason: 'Curious how the swaps work',
        tier: 'reserve',
        tierMissing: true,
        submitted_at: new Date('2025-11-05T23:30:00Z'),
      },
    ]);
  });

  it('rejects entries without a name or an email, saying which and where', () => {
    const names = entries(TALLY_PASTE).map((entry) => entry.full_name);
    expect(names).not.toContain('Marcus Reed');
    const text = `Nov 3, 4:12 PM\nsam@example.com\n10001\n$49\n${TALLY_PASTE}Nov 7, 1:00 PM\n`;
    const result = parseSurveyPaste(text, YEAR);
    expect(result.ok && result.rejected).toEqual([
      { line: 1, entry: 'sam@example.com', reason: 'Missing name' },
      { line: 17, entry: 'Marcus Reed', reason: 'Missing email' },
      { line: 34, entry: '', reason: 'Missing name and email' },
    ]);
  });

  it.each([
    ['Crown - $249/mo', 'crown'],
    ['The Crown tier ($249 a month)', 'crown'],
    ['Elite – $129/month', 'elite'],
    ['$49 Reserve', 'reserve'],
  ])('reads the tier from the tier answer %s', (answer, tier) => {
    const text = `Nov 3, 4:12 PM\nAva Lee\nava@example.com\n10001\nLove it\n${answer}`;
    const result = parseSurveyPaste(text, YEAR);
    expect(result.ok && result.entries.map((e) => e.tier)).toEqual([tier]);
  });

  it('refuses a tier answer that names two tiers instead of taking the first', () => {
    const answer = 'Crown ($249/mo), though Reserve or Elite would do';
    const text = `Nov 3, 4:12 PM\nAva Lee\nava@example.com\n10001\nLove it\n${answer}`;
    expect(parseSurveyPaste(text, YEAR)).toEqual({
      ok: true,
      entries: [],
      rejected: [
        {
          line: 1,
          entry: 'Ava Lee <ava@example.com>',
          reason: `The tier answer "${answer}" names more than one tier: keep only the chosen one`,
        },
      ],
    });
  });

  it('rejects an entry whose tier answer names no tier instead of reading it as Reserve', () => {
    const text = 'Nov 3, 4:12 PM\nAva Lee\nava@example.com\n10001\nLove it\nPlatinum - $999/mo';
    expect(parseSurveyPaste(text, YEAR)).toEqual({
      ok: true,
      entries: [],
      rejected: [
        {
          line: 1,
          entry: 'Ava Lee <ava@example.com>',
          reason: 'Unknown tier "Platinum - $999/mo" (expected Reserve, Elite or Crown)',
        },
      ],
    });
  });

  it('takes the tier from the tier answer and keeps an excitement text that holds a price', () => {
    const text = [
      'Nov 3, 4:12 PM',
      'Survey Tester One',
      'survey1@example.test',
      '10001',
      'I would happily pay $300 for a Crown-level bag rotation!',
      'Reserve ($49/mo)',
    ].join('\n');
    expect(parseSurveyPaste(text, YEAR)).toEqual({
      ok: true,
      rejected: [],
      entries: [
        {
          line: 1,
          full_name: 'Survey Tester One',
          email: 'survey1@example.test',
          zip_code: '10001',
          excitement_reason: 'I would happily pay $300 for a Crown-level bag rotation!',
          tier: 'reserve',
          tierMissing: false,
          submitted_at: new Date('2025-11-03T16:12:00Z'),
        },
      ],
    });
  });

  it.each([
    ['Crown bags, $$$ well spent', 'Reserve - $49/mo', 'reserve'],
    ['Elite for $129? Worth every cent', 'Crown ($249/mo)', 'crown'],
    ['Crown one day, for now the basics', 'Reserve', 'reserve'],
    ['$49 is a steal', 'Elite', 'elite'],
    ['Paid $2,000 for my last bag', '$129/mo', 'elite'],
  ])(
    'ignores the excitement text %j when reading the tier answer %j',
    (excitement, answer, tier) => {
      const text = `Nov 3, 4:12 PM\nAva Lee\nava@example.com\n10001\n${excitement}\n${answer}`;
      expect(entries(text)).toMatchObject([
        { excitement_reason: excitement, tier, tierMissing: false },
      ]);
    },
  );

  it('keeps an excitement text written over several lines', () => {
    const text = 'Nov 3, 4:12 PM\nAva Lee\nava@example.com\nLove bags.\nAnd $ too.\nElite $129';
    expect(entries(text)).toMatchObject([
      { excitement_reason: 'Love bags.\nAnd $ too.', tier: 'elite', zip_code: null },
    ]);
  });

  it.each([
    ['a price no tier costs', 'Crown - $300/mo', '($300)'],
    [
      'a sentence about a price',
      'I would happily pay $300 for a Crown-level bag rotation!',
      '($300)',
    ],
  ])(
    'skips an entry whose tier answer has %s, with a note, instead of guessing',
    (_, answer, price) => {
      const text = `Nov 3, 4:12 PM\nAva Lee\nava@example.com\n10001\n${answer}`;
      expect(parseSurveyPaste(text, YEAR)).toEqual({
        ok: true,
        entries: [],
        rejected: [
          {
            line: 1,
            entry: 'Ava Lee <ava@example.com>',
            reason: `The tier answer "${answer}" has a price no tier costs ${price}: expected Reserve, Elite or Crown`,
          },
        ],
      });
    },
  );

  it('skips an entry whose last answer is not a tier answer rather than reading the excitement text', () => {
    const text = 'Nov 3, 4:12 PM\nAva Lee\nava@example.com\nCrown - $249/mo\nLove it';
    const result = parseSurveyPaste(text, YEAR);
    expect(result.ok && result.entries).toEqual([]);
    expect(result.ok && result.rejected.map((issue) => issue.reason)).toEqual([
      'Unknown tier "Love it" (expected Reserve, Elite or Crown)',
    ]);
  });

  it('reads the tier from the tier answer only, whatever tier the excitement text names', () => {
    const tierAnswers = fc.constantFrom(
      ['Reserve - $49/mo', 'reserve'],
      ['Elite - $129/mo', 'elite'],
      ['Crown - $249/mo', 'crown'],
      ['Crown ($289/mo)', 'crown'],
    );
    const word = fc.constantFrom(
      'Crown',
      'Elite',
      'Reserve',
      '$249',
      '$49',
      '$300',
      '$',
      'love',
      'bags',
    );
    const excitement = fc
      .array(word, { minLength: 1, maxLength: 8 })
      .map((words) => `I ${words.join(' ')}!`);
    fc.assert(
      fc.property(excitement, tierAnswers, (said, [answer, tier]) => {
        const text = `Nov 3, 4:12 PM\nAva Lee\nava@example.com\n10001\n${said}\n${answer}`;
        expect(entries(text)).toMatchObject([
          { excitement_reason: said, tier, tierMissing: false },
        ]);
      }),
    );
  });

  it.each([
    ['Nov 3, 4:12 PM', '2025-11-03T16:12:00Z'],
    ['Nov 3 4:12 PM', '2025-11-03T16:12:00Z'],
    ['sep 21, 11:05 am', '2025-09-21T11:05:00Z'],
    ['Sept. 21, 11:05 a.m.', '2025-09-21T11:05:00Z'],
    ['DEC 31, 11:59PM', '2025-12-31T23:59:00Z'],
    ['Jan 1, 12:00 AM', '2025-01-01T00:00:00Z'],
    ['Jun 15, 12:30 PM', '2025-06-15T12:30:00Z'],
  ])('starts an entry at %j, read as %s in the given year (UTC)', (line, iso) => {
    const [entry] = entries(`${line}\nAva Lee\nava@example.com`);
    expect(entry?.submitted_at).toEqual(new Date(iso));
  });

  it.each([
    ['Dec 20, 4:12 PM', '2025-12-20T16:12:00Z'],
    ['Nov 24, 7:00 AM', '2026-11-24T07:00:00Z'],
    ['Nov 24, 11:30 PM', '2025-11-24T23:30:00Z'],
    ['Nov 25, 4:00 PM', '2025-11-25T16:00:00Z'],
    ['Feb 29, 8:00 AM', '2024-02-29T08:00:00Z'],
  ])('reads %j, pasted on 2026-11-24, as its most recent past date %s', (line, iso) => {
    const now = new Date('2026-11-24T09:00:00Z');
    const [entry] = entries(`${line}\nAva Lee\nava@example.com`, now);
    expect(entry?.submitted_at).toEqual(new Date(iso));
  });

  it('reports an entry at a date the month does not have, keeping the entries around it', () => {
    const text = [
      'Nov 3, 4:12 PM',
      'Ava Lee',
      'ava@example.com',
      'Feb 30, 10:00 AM',
      'Ben Ode',
      'ben@example.com',
      'Nov 4, 9:00 AM',
      'Cy Park',
      'cy@example.com',
    ].join('\n');
    const result = parseSurveyPaste(text, YEAR);
    if (!result.ok) throw new Error(result.error);
    expect(result.entries.map((e) => [e.full_name, e.email])).toEqual([
      ['Ava Lee', 'ava@example.com'],
      ['Cy Park', 'cy@example.com'],
    ]);
    expect(result.rejected).toEqual([
      {
        line: 4,
        entry: 'Ben Ode <ben@example.com>',
        reason: 'Invalid date "Feb 30, 10:00 AM" (no such day in that month)',
      },
    ]);
  });

  it('reports an email answer without @ as an invalid email, not a missing one', () => {
    const text = 'Nov 3, 4:12 PM\nAva Lee\nnot-an-email\n10001\nLove bags\nElite - $129/mo';
    expect(parseSurveyPaste(text, YEAR)).toEqual({
      ok: true,
      entries: [],
      rejected: [
        { line: 1, entry: 'Ava Lee <not-an-email>', reason: 'Invalid email "not-an-email"' },
      ],
    });
  });

  it('does not start an entry at a 24-hour time', () => {
    expect(parseSurveyPaste('Nov 3, 16:12\nAva Lee\nava@example.com', YEAR).ok).toBe(false);
  });

  it('trims and lower-cases the email', () => {
    const [entry] = entries('Nov 3, 4:12 PM\nAva Lee\n   Ava.Lee@Example.COM  ');
    expect(entry?.email).toBe('ava.lee@example.com');
  });

  it('leaves zip code, excitement and tier out when the entry has no such lines', () => {
    expect(entries('Nov 3, 4:12 PM\nAva Lee\nava@example.com')).toEqual([
      {
        line: 1,
        full_name: 'Ava Lee',
        email: 'ava@example.com',
        zip_code: null,
        excitement_reason: null,
        tier: 'reserve',
        tierMissing: true,
        submitted_at: new Date('2025-11-03T16:12:00Z'),
      },
    ]);
  });

  it('treats a dash before the tier as an unanswered excitement question', () => {
    const [entry] = entries('Nov 3, 4:12 PM\nAva Lee\nava@example.com\n10001\n—\nElite ($129/mo)');
    expect(entry).toMatchObject({ zip_code: '10001', excitement_reason: null, tier: 'elite' });
  });

  it('does not take a number that is not a 5-digit zip as the zip code', () => {
    const [entry] = entries('Nov 3, 4:12 PM\nAva Lee\nava@example.com\n1234\nLove it\n$49');
    expect(entry).toMatchObject({ zip_code: null, excitement_reason: '1234\nLove it' });
  });

  it.each([
    ['Reserve', 'reserve'],
    ['$49/mo', 'reserve'],
    ['ELITE', 'elite'],
    ['$129 per month', 'elite'],
    ['Crown', 'crown'],
    ['$249/mo', 'crown'],
    ['$289/mo', 'crown'],
    ['-', 'reserve'],
  ])('maps the tier answer %j to %s', (answer, tier) => {
    const line = answer.includes('$') || answer === '-' ? answer : `${answer} $`;
    const [entry] = entries(`Nov 3, 4:12 PM\nAva Lee\nava@example.com\n10001\nLove it\n${line}`);
    expect(entry?.tier).toBe(tier);
  });

  it('leaves an email repeated in one paste to the import plan, which reports it', () => {
    const text = `${TALLY_PASTE}Nov 6, 8:00 AM\nOlivia B.\nOLIVIA.BENNETT@gmail.com\n$249`;
    const matching = entries(text).filter((entry) => entry.email === 'olivia.bennett@gmail.com');
    expect(matching.map((entry) => [entry.line, entry.full_name])).toEqual([
      [7, 'Olivia Bennett'],
      [30, 'Olivia B.'],
    ]);
  });

  it('reads a paste with Windows line ends', () => {
    expect(entries(TALLY_PASTE.replaceAll('\n', '\r\n'))).toHaveLength(3);
  });

  it('asks for data when the paste is empty or blank', () => {
    for (const text of ['', '   \n\t  ']) {
      expect(parseSurveyPaste(text, YEAR)).toEqual({
        ok: false,
        error: 'Please paste the Tally data first',
      });
    }
  });

  it('reports a paste without any entry', () => {
    expect(parseSurveyPaste('Full name,Email\nAva Lee,ava@example.com', YEAR)).toEqual({
      ok: false,
      error: 'No valid entries found in the data',
    });
  });

  it('never throws, and every entry it returns has a name and an email', () => {
    const line = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom('Nov 3, 4:12 PM', 'a@b.c', '12345', '-', '$129', 'Crown'),
    );
    fc.assert(
      fc.property(fc.array(line), fc.integer({ min: -300_000, max: 300_000 }), (lines, year) => {
        const now = new Date(Date.UTC(year, 5, 1));
        const result = parseSurveyPaste(lines.join('\n'), { now });
        if (result.ok) {
          for (const entry of result.entries) {
            expect(entry.full_name).not.toBe('');
            expect(entry.email).toContain('@');
          }
        }
      }),
    );
  }, 60_000);
});

describe('surveyImportNote', () => {
  it('names the import date in US short form (UTC)', () => {
    expect(surveyImportNote(new Date('2025-11-03T23:30:00Z'))).toBe(
      'Imported from Tally on 11/3/2025',
    );
  });
});
