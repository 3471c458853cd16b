import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EVENT_PREFIX, runPlan } from '../lib/suite-runner.mjs';

/** A job that appends its name to `trace` when it runs, and exits with `code`. */
function job(dir: string, name: string, after: string[], code = 0) {
  const trace = path.join(dir, 'trace');
  return {
    name,
    command: process.execPath,
    args: [
      '-e',
      `require('node:fs').appendFileSync(${JSON.stringify(trace)}, ${JSON.stringify(`${name}\n`)}); process.exit(${code})`,
    ],
    logFile: path.join(dir, `${name}.log`),
    after,
  };
}

describe('the emulator suites runner', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('runs a job once its gates are open and the jobs it follows are done; a failed gate stops it with the reason', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'suite-runner-'));
    const events: unknown[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      const line = String(chunk);
      if (line.startsWith(EVENT_PREFIX)) events.push(JSON.parse(line.slice(EVENT_PREFIX.length)));
      return true;
    });
    const plan = {
      gatesDir: dir,
      resultsFile: path.join(dir, 'results.json'),
      jobs: [
        job(dir, 'functions', []),
        job(dir, 'rules', ['unit'], 1),
        job(dir, 'e2e', ['build', 'job:functions']),
      ],
    };
    const running = runPlan(plan);
    // Nothing is waited for by `functions`; `rules` waits for the unit gate.
    writeFileSync(path.join(dir, 'unit'), 'ok');
    writeFileSync(path.join(dir, 'build'), 'the web build failed');
    const results = await running;

    expect(
      readFileSync(path.join(dir, 'trace'), 'utf8').split('\n').filter(Boolean).sort(),
    ).toEqual(['functions', 'rules']);
    expect(results.functions).toMatchObject({ code: 0 });
    expect(results.rules).toMatchObject({ code: 1 });
    expect(results.e2e).toEqual({ notRun: 'the web build failed' });
    expect(JSON.parse(readFileSync(plan.resultsFile, 'utf8'))).toEqual(results);
    expect(events).toContainEqual({ event: 'done', name: 'e2e', notRun: 'the web build failed' });
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'done', name: 'rules', code: 1 }),
    );
  });
});
