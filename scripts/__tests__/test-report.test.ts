import { describe, expect, it } from 'vitest';
import { formatSummary, readVitestReport } from '../lib/test-report.mjs';

const root = '/repo';

describe('readVitestReport', () => {
  it('counts passed, failed and skipped tests and names the files with skipped tests', () => {
    const counts = readVitestReport(
      {
        testResults: [
          {
            name: '/repo/tests/rules/products.test.ts',
            status: 'failed',
            assertionResults: [{ status: 'passed' }, { status: 'passed' }, { status: 'failed' }],
          },
          {
            name: '/repo/tests/rules/storage.test.ts',
            status: 'passed',
            assertionResults: [{ status: 'skipped' }, { status: 'pending' }, { status: 'todo' }],
          },
        ],
      },
      root,
    );
    expect(counts).toEqual({
      passed: 2,
      failed: 1,
      skipped: 3,
      brokenFiles: [],
      skippedFiles: [{ file: 'tests/rules/storage.test.ts', count: 3 }],
    });
  });

  it('counts a file that failed to load as a failure, not as nothing', () => {
    const counts = readVitestReport(
      {
        testResults: [
          { name: '/repo/tests/e2e/admin.test.ts', status: 'failed', assertionResults: [] },
        ],
      },
      root,
    );
    expect(counts.failed).toBe(1);
    expect(counts.brokenFiles).toEqual(['tests/e2e/admin.test.ts']);
  });
});

describe('formatSummary', () => {
  const unit = {
    name: 'unit',
    status: 'PASSED' as const,
    seconds: 95,
    tests: { passed: 1035, failed: 0, skipped: 0, brokenFiles: [], skippedFiles: [] },
  };
  const rules = {
    name: 'security rules (tests/rules)',
    status: 'PASSED' as const,
    seconds: 40,
    skipReason: 'The Storage emulator is not downloaded.',
    tests: {
      passed: 368,
      failed: 0,
      skipped: 55,
      brokenFiles: [],
      skippedFiles: [{ file: 'tests/rules/storage.test.ts', count: 55 }],
    },
  };

  it('totals the tests of every layer and says why each skipped file was skipped', () => {
    const { text, failed } = formatSummary(
      [{ name: 'typecheck', status: 'PASSED', check: true, seconds: 30 }, unit, rules],
      200,
    );
    expect(failed).toBe(false);
    expect(text).toContain('1,035 passed  [1 min 35 s]');
    expect(text).toContain('368 passed, 55 skipped');
    expect(text).toContain(
      'tests/rules/storage.test.ts: 55 tests — The Storage emulator is not downloaded.',
    );
    expect(text).toContain(
      'OK: 1,458 tests — 1,403 passed, 0 failed, 55 skipped; 1 of 1 static check passed; 0 layers failed; 3 min 20 s in all.',
    );
  });

  it('fails when a layer failed, even one without test counts', () => {
    const { text, failed } = formatSummary(
      [unit, { name: 'end-to-end (tests/e2e)', status: 'FAILED', reason: 'the build failed' }],
      10,
    );
    expect(failed).toBe(true);
    expect(text).toContain('end-to-end (tests/e2e)  FAILED (the build failed)');
    expect(text).toMatch(/^FAILED: 1,035 tests/m);
  });
});
