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

/** The messages of the domain's area rule for `code` written at `filePath`. */
async function areaRefusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'domain/area-imports')
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

  it('lets a domain area import another only through its index', async () => {
    const deep = "import { swapClock } from '../orders/swap-clock';\nexport const c = swapClock;\n";
    expect(await areaRefusals('domain/src/catalogue/probe.ts', deep)).toEqual([
      "'../orders/swap-clock' reaches inside the orders area: import it from '../orders' (the area's index.ts, its public face).",
    ]);
    // Through the face, or inside one's own area at any depth: allowed.
    const face = "import { swapClock } from '../orders';\nexport const c = swapClock;\n";
    expect(await areaRefusals('domain/src/catalogue/probe.ts', face)).toEqual([]);
    expect(await areaRefusals('domain/src/orders/probe.ts', deep)).toEqual([]);
    const ownSchema =
      "import { orderDocSchema } from '../schemas/order';\nexport const s = orderDocSchema;\n";
    expect(await areaRefusals('domain/src/orders/__tests__/probe.test.ts', ownSchema)).toEqual([]);
    // A test reaching into another area, a re-export, a type import, the root index.
    expect(
      await areaRefusals(
        'domain/src/billing/__tests__/probe.test.ts',
        "import { orderDocSchema } from '../../orders/schemas/order';\nexport const s = orderDocSchema;\n",
      ),
    ).toEqual([expect.stringContaining("import it from '../../orders'")]);
    expect(
      await areaRefusals('domain/src/billing/probe.ts', "export * from '../orders/returns';\n"),
    ).toEqual([expect.stringContaining("import it from '../orders'")]);
    expect(
      await areaRefusals(
        'domain/src/billing/probe.ts',
        "import type { OrderDoc } from '../orders/schemas/order';\nexport type O = OrderDoc;\n",
      ),
    ).toEqual([expect.stringContaining('inside the orders area')]);
    expect(
      await areaRefusals('domain/src/index.ts', "export * from './orders/returns';\n"),
    ).toEqual([expect.stringContaining("import it from './orders'")]);
    expect(await areaRefusals('domain/src/index.ts', "export * from './orders';\n")).toEqual([]);
    // A new area folder is an area without a line of config.
    expect(
      await areaRefusals('domain/src/quiz/probe.ts', "export { x } from '../team/roles';\n"),
    ).toEqual([expect.stringContaining('inside the team area')]);
  }, 30_000);
});
