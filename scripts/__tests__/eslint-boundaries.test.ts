import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/*
 * The import boundaries eslint.config.js draws, read through ESLint itself: a later config
 * object replaces a rule's options instead of merging them, which once let features/ and
 * lib/ import firebase-admin.
 */
const eslint = new ESLint();

/** The no-restricted-imports messages ESLint gives `code` written at `filePath`. */
async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const adminImport =
  "import { getFirestore } from 'firebase-admin/firestore';\nexport const f = getFirestore;\n";

describe('import boundaries', () => {
  it.each([
    'web/src/features/dashboard/api/probe.ts',
    'web/src/lib/probe.ts',
    'web/src/components/probe.tsx',
    'web/src/app/probe.ts',
  ])(
    'refuses firebase-admin in %s',
    async (file) => {
      expect(await refusals(file, adminImport)).toEqual([
        expect.stringContaining('The web app uses the client SDK only'),
      ]);
    },
    30_000,
  );

  it('refuses one feature importing another, and shared code importing a feature', async () => {
    const code = "import { x } from '@/features/orders';\nexport const y = x;\n";
    expect(await refusals('web/src/features/dashboard/probe.ts', code)).toEqual([
      expect.stringContaining('Features must not import other features'),
    ]);
    expect(await refusals('web/src/lib/probe.ts', code)).toEqual([
      expect.stringContaining('Shared code must not import features'),
    ]);
    expect(await refusals('web/src/features/orders/probe.ts', code)).toEqual([]);
  }, 30_000);

  it('keeps domain free of Firebase and functions free of the client SDK', async () => {
    expect(await refusals('domain/src/probe.ts', adminImport)).toEqual([
      expect.stringContaining('domain/ must not import Firebase'),
    ]);
    const client =
      "import { getFirestore } from 'firebase/firestore';\nexport const f = getFirestore;\n";
    expect(await refusals('functions/src/probe.ts', client)).toEqual([
      expect.stringContaining('Functions use firebase-admin'),
    ]);
  }, 30_000);
});
