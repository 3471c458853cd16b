import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkFunctionsPackage,
  checkIndexes,
  checkManifest,
  checkPredeploy,
  checkWebBuild,
  compileFirestoreRules,
  emulatorDefaultValues,
  REQUIRED_PARAMS,
} from '../lib/deploy-check.mjs';
import { workspaceLockfile } from '../lib/functions-lockfile.mjs';
import { REPO_ROOT } from '../lib/run.mjs';

/*
 * Each way `npm run deploy:check` fails, with the repository's own files passing. The
 * whole check (predeploy builds, the packaged install, discovery) is run by
 * `npm run deploy:check` itself in `npm test`'s static layer.
 */

const readJson = (file: string) => JSON.parse(readFileSync(path.join(REPO_ROOT, file), 'utf8'));
const WORKSPACES = ['@unlimited/domain', 'web', 'functions'];

describe('functions packaging', () => {
  it('passes the repository: functions/package.json names no workspace package', () => {
    expect(checkFunctionsPackage(readJson('functions/package.json'), WORKSPACES)).toEqual([]);
  });

  it('fails, saying why, when functions/package.json names the workspace package (even as a devDependency)', () => {
    const pkg = readJson('functions/package.json');
    const problems = checkFunctionsPackage(
      { ...pkg, devDependencies: { ...pkg.devDependencies, '@unlimited/domain': '*' } },
      WORKSPACES,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /devDependencies names @unlimited\/domain, a workspace package.*E404/,
    );
  });

  it('cuts the functions lockfile from the workspace one: the tested versions, dev tools marked dev', () => {
    const root = readJson('package-lock.json');
    const lock = workspaceLockfile(root, 'functions', readJson('functions/package.json'));
    for (const name of ['firebase-functions', 'firebase-admin', 'stripe']) {
      expect(lock.packages[`node_modules/${name}`]?.version).toBe(
        root.packages[`node_modules/${name}`]?.version,
      );
      expect(lock.packages[`node_modules/${name}`]?.dev).toBeUndefined();
    }
    expect(lock.packages['node_modules/esbuild']?.dev).toBe(true);
    expect(lock.packages['node_modules/@unlimited/domain']).toBeUndefined();
    // Nothing only the web app or the tests need.
    expect(lock.packages['node_modules/react']).toBeUndefined();
    expect(lock.packages['node_modules/vitest']).toBeUndefined();
  });

  it('refuses to cut a lockfile that would need the workspace package', () => {
    const pkg = readJson('functions/package.json');
    expect(() =>
      workspaceLockfile(readJson('package-lock.json'), 'functions', {
        ...pkg,
        devDependencies: { ...pkg.devDependencies, '@unlimited/domain': '*' },
      }),
    ).toThrow(/needs @unlimited\/domain, a workspace package/);
  });
});

describe('the functions manifest', () => {
  const params = REQUIRED_PARAMS.map(({ name, type }) => ({ name, type }));
  const manifest = { specVersion: 'v1alpha1', endpoints: { createOrder: {} }, params };

  it('passes when every required param is declared without a default', () => {
    expect(checkManifest(manifest)).toEqual([]);
  });

  it('fails on a param with an emulator or demo default, naming it', () => {
    for (const value of [
      'http://127.0.0.1:5000',
      'price_demo_reserve',
      'demo-unlimited',
      'smtp://localhost:1025',
    ]) {
      const problems = checkManifest({
        ...manifest,
        params: [...params, { name: 'SOMETHING', type: 'string', default: value }],
      });
      expect(problems, value).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Param SOMETHING defaults to "${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}", an emulator or demo value`,
          ),
        ),
      ]);
    }
  });

  it('fails when a required param is missing or has any default, and when nothing loads', () => {
    expect(
      checkManifest({
        ...manifest,
        params: params.filter((p) => p.name !== 'STRIPE_WEBHOOK_SECRET'),
      }),
    ).toEqual([expect.stringMatching(/^Param STRIPE_WEBHOOK_SECRET is not declared/)]);
    expect(
      checkManifest({
        ...manifest,
        params: params.map((p) =>
          p.name === 'SITE_URL' ? { ...p, default: 'https://unlimited.example.com' } : p,
        ),
      }),
    ).toEqual([expect.stringMatching(/^Param SITE_URL has a default/)]);
    expect(checkManifest({ ...manifest, endpoints: {} })).toEqual([
      'The functions manifest lists no endpoints.',
    ]);
  });
});

describe('firebase.json predeploy', () => {
  it('passes the repository', () => {
    expect(checkPredeploy(readJson('firebase.json'))).toEqual([]);
  });

  it('fails when Hosting or the functions have no predeploy build', () => {
    const config = readJson('firebase.json');
    const hosting = { ...config.hosting, predeploy: undefined };
    expect(checkPredeploy({ ...config, hosting })).toEqual([
      expect.stringMatching(
        /^firebase.json hosting has no predeploy build.*whatever web\/dist was last built/,
      ),
    ]);
    const functions = config.functions.map(
      ({ predeploy: _f, ...rest }: { predeploy: unknown }) => rest,
    );
    expect(checkPredeploy({ ...config, functions })).toEqual([
      expect.stringMatching(/^firebase.json functions "functions" has no predeploy build/),
    ]);
  });
});

describe('firestore.indexes.json', () => {
  const spec = readJson('firestore.indexes.json');
  const pair = [
    { fieldPath: 'user_id', order: 'ASCENDING' },
    { fieldPath: 'created_at', order: 'DESCENDING' },
  ];

  it('passes the repository, TTL field overrides included', () => {
    expect(checkIndexes(spec)).toEqual([]);
  });

  it('fails on what firebase deploy refuses, with its message', () => {
    const bad = {
      indexes: [{ collectionGroup: 'orders', queryScope: 'EVERYWHERE', fields: pair }],
      fieldOverrides: [],
    };
    expect(checkIndexes(bad)).toEqual([
      expect.stringMatching(/^firestore.indexes.json is refused by firebase deploy: .*queryScope/),
    ]);
    expect(
      checkIndexes({
        indexes: [
          { collectionGroup: 'orders', queryScope: 'COLLECTION', fields: [{ fieldPath: 'x' }] },
        ],
      }),
    ).toEqual([
      expect.stringMatching(
        /refused by firebase deploy: Must contain exactly one of "order,arrayConfig,vectorConfig"/,
      ),
    ]);
  });

  it('fails on what the Firestore API refuses later: one-field, repeated, overridden twice, a ttl not boolean', () => {
    const index = { collectionGroup: 'orders', queryScope: 'COLLECTION', fields: pair };
    const ttl = { collectionGroup: 'rate_limits', fieldPath: 'expires_at', ttl: true, indexes: [] };
    const problems = checkIndexes({
      indexes: [index, index, { ...index, fields: pair.slice(0, 1) }],
      fieldOverrides: [ttl, ttl, { ...ttl, fieldPath: 'other', ttl: 'yes' }],
    });
    expect(problems).toEqual([
      'firestore.indexes.json is refused by firebase deploy: Property "ttl" must be of type boolean',
    ]);
    expect(
      checkIndexes({
        indexes: [index, index, { ...index, fields: pair.slice(0, 1) }],
        fieldOverrides: [ttl, ttl],
        extra: [],
      }),
    ).toEqual([
      'firestore.indexes.json has an unknown key "extra".',
      expect.stringMatching(/indexes\[1\] \(orders\) repeats an earlier index/),
      expect.stringMatching(
        /indexes\[2\] \(orders\) has 1 field: Firestore refuses a composite index/,
      ),
      expect.stringMatching(/fieldOverrides\[1\] overrides rate_limits.expires_at a second time/),
    ]);
  });
});

describe('the web build', () => {
  const demoValues = emulatorDefaultValues(
    readFileSync(path.join(REPO_ROOT, 'web/src/config/emulator-defaults.ts'), 'utf8'),
  );
  const dist = (files: Record<string, string>) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'deploy-check-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><script src="/assets/app.js"></script>',
    );
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };

  it('knows the emulator build values from emulator-defaults.ts', () => {
    expect(demoValues).toContain('demo-unlimited');
    expect(demoValues).toContain('127.0.0.1');
    expect(demoValues).not.toContain('us-central1');
  });

  it("passes a build for the project, ignoring the SDK's own URL base", () => {
    const dir = dist({
      'assets/app.js': 'init({projectId:"unlimited-prod"});new URL(`http://localhost`)',
    });
    expect(checkWebBuild(dir, 'unlimited-prod', demoValues)).toEqual([]);
  });

  it('fails on the demo project, an emulator address, or a build for another project', () => {
    expect(
      checkWebBuild(
        dist({ 'assets/app.js': 'init({projectId:"demo-unlimited"})' }),
        'unlimited-prod',
        demoValues,
      ),
    ).toEqual([
      expect.stringMatching(/assets\/app.js holds the emulator build's "demo-unlimited"/),
      'The web build never names unlimited-prod: it was not built for the deployed project.',
    ]);
    expect(
      checkWebBuild(
        dist({
          'assets/app.js': 'init({projectId:"unlimited-prod"});connect("http://localhost:9099")',
        }),
        'unlimited-prod',
        demoValues,
      ),
    ).toEqual([expect.stringMatching(/holds the emulator address localhost:9099/)]);
    expect(
      checkWebBuild(path.join(tmpdir(), 'no-such-dist'), 'unlimited-prod', demoValues),
    ).toEqual([
      expect.stringMatching(/has no index.html: the Hosting predeploy did not build the web app/),
    ]);
  });
});

describe('firestore.rules compile (Firestore emulator)', () => {
  it('passes the repository rules and fails broken ones with the compiler line', async () => {
    expect(
      await compileFirestoreRules(readFileSync(path.join(REPO_ROOT, 'firestore.rules'), 'utf8')),
    ).toEqual([]);
    const broken = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /orders/{id} { allow read: if request.auth.uid == ; }
  }
}
`;
    expect(await compileFirestoreRules(broken)).toEqual([
      expect.stringMatching(/^firestore.rules does not compile: .*L4:/s),
    ]);
  }, 240_000);
});
