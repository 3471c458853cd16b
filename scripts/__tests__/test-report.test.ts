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
      failures: [
        { file: 'tests/rules/products.test.ts', name: '(unnamed test)', message: 'no message' },
      ],
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

describe('flaky and slow tests', () => {
  const report = {
    testResults: [
      {
        name: '/repo/tests/functions/orders.test.ts',
        status: 'passed',
        assertionResults: [
          { status: 'passed', fullName: 'orders ships', duration: 12_400, failureMessages: [] },
          {
            status: 'passed',
            fullName: 'orders races',
            duration: 800,
            failureMessages: ['AssertionError: expected 1 to be 2'],
          },
          { status: 'passed', fullName: 'orders reads', duration: 30 },
        ],
      },
    ],
  };

  it('counts a test that passed after failing (a retry) as failed and flaky', () => {
    const counts = readVitestReport(report, root);
    expect(counts.passed).toBe(2);
    expect(counts.failed).toBe(1);
    expect(counts.flaky).toEqual([
      { file: 'tests/functions/orders.test.ts', name: 'orders races', ms: 800 },
    ]);
    const { text, failed } = formatSummary(
      [{ name: 'functions', status: 'FAILED', reason: '1 failed', tests: counts }],
      60,
    );
    expect(failed).toBe(true);
    expect(text).toContain('FLAKY (failed, then passed on a retry; counted as failed):');
    expect(text).toContain('  tests/functions/orders.test.ts › orders races');
  });

  it('lists the slowest tests of all layers, slowest first, at most ten', () => {
    const many = {
      testResults: [
        {
          name: '/repo/web/a.test.ts',
          status: 'passed',
          assertionResults: Array.from({ length: 12 }, (_, i) => ({
            status: 'passed',
            fullName: `test ${i}`,
            duration: i * 1000,
          })),
        },
      ],
    };
    const unitCounts = readVitestReport(many, root);
    expect(unitCounts.slowest).toHaveLength(10);
    const { text } = formatSummary(
      [
        { name: 'unit', status: 'PASSED', tests: unitCounts },
        { name: 'functions', status: 'PASSED', tests: readVitestReport(report, root) },
      ],
      60,
      { notes: ['Calendar check: one year ahead.'] },
    );
    const listed = text.split('Slowest 10 tests:\n')[1]?.split('\n\n')[0]?.split('\n') ?? [];
    expect(listed).toHaveLength(10);
    expect(listed[0]).toBe('  12.4 s  tests/functions/orders.test.ts › orders ships');
    expect(listed[1]).toBe('  11.0 s  web/a.test.ts › test 11');
    expect(text).toContain('Calendar check: one year ahead.');
  });
});

describe('failed tests in the summary', () => {
  it('names each failed test with the first line of why, after the slowest tests', () => {
    const tests = readVitestReport(
      {
        testResults: [
          {
            name: '/repo/tests/functions/orders.test.ts',
            status: 'failed',
            assertionResults: [
              {
                status: 'failed',
                fullName: 'orders frees the bag on cancel',
                duration: 300_010,
                failureMessages: [
                  '\u001b[31mError: Test timed out in 300000ms.\u001b[39m\n    at somewhere',
                ],
              },
              { status: 'passed', fullName: 'orders refuses members', duration: 20 },
            ],
          },
        ],
      },
      root,
    );
    const { text, failed } = formatSummary(
      [{ name: 'functions integration', status: 'FAILED', reason: '1 failed', tests }],
      10,
    );
    expect(failed).toBe(true);
    const tail = text.split('Failed 1 test:\n')[1] ?? '';
    expect(tail.split('\n').slice(0, 2)).toEqual([
      '  tests/functions/orders.test.ts › orders frees the bag on cancel',
      '      Error: Test timed out in 300000ms.',
    ]);
    expect(text.indexOf('Failed 1 test:')).toBeGreaterThan(text.indexOf('Slowest'));
  });
});
