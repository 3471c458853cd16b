import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  FIRESTORE_MAIN_CLASS,
  JAVA_MIN,
  classifyFetchFailure,
  describeMissingEmulator,
  emulatorPlan,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  emulatorsExec,
  firestoreLauncherJar,
  jarManifest,
  javaProblem,
  parseJavaMajorVersion,
} from '../lib/emulators.mjs';
import { emulatorCsp } from '../lib/emulator-config.mjs';
import { REPO_ROOT } from '../lib/run.mjs';

// Real `java -version` stderr, copied from the JDKs named.
const JAVA_17 = `openjdk version "17.0.15" 2025-04-15
OpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)
OpenJDK 64-Bit Server VM (build 17.0.15+6-Debian-1deb12u1, mixed mode, sharing)
`;
const JAVA_21 = `openjdk version "21.0.5" 2024-10-15 LTS
OpenJDK Runtime Environment Temurin-21.0.5+11 (build 21.0.5+11-LTS)
OpenJDK 64-Bit Server VM Temurin-21.0.5+11 (build 21.0.5+11-LTS, mixed mode, sharing)
`;
const JAVA_21_GA = `openjdk version "21" 2023-09-19
OpenJDK Runtime Environment (build 21+35-2513)
OpenJDK 64-Bit Server VM (build 21+35-2513, mixed mode, sharing)
`;
const JAVA_8 = `java version "1.8.0_392"
Java(TM) SE Runtime Environment (build 1.8.0_392-b08)
Java HotSpot(TM) 64-Bit Server VM (build 25.392-b08, mixed mode)
`;
const JAVA_17_WITH_TOOL_OPTIONS = `Picked up JAVA_TOOL_OPTIONS: -Dfile.encoding=UTF-8
${JAVA_17}`;

describe('parseJavaMajorVersion', () => {
  it('reads the major version of modern JDKs', () => {
    expect(parseJavaMajorVersion(JAVA_17)).toBe(17);
    expect(parseJavaMajorVersion(JAVA_21)).toBe(21);
    expect(parseJavaMajorVersion(JAVA_21_GA)).toBe(21);
  });

  it('reads Java 8 from the old 1.x numbering', () => {
    expect(parseJavaMajorVersion(JAVA_8)).toBe(8);
  });

  it('ignores lines printed before the version', () => {
    expect(parseJavaMajorVersion(JAVA_17_WITH_TOOL_OPTIONS)).toBe(17);
  });

  it('returns null when no version is printed', () => {
    expect(parseJavaMajorVersion('')).toBeNull();
    expect(parseJavaMajorVersion('Error: could not find libjava.so')).toBeNull();
  });
});

describe('describeMissingEmulator', () => {
  it('names the emulator and the command that fetches it when only the download is missing', () => {
    expect(
      describeMissingEmulator({
        label: 'Storage',
        java: { found: true, major: 17 },
        why: 'no network',
      }),
    ).toBe(
      'The Storage emulator is not downloaded, and it cannot be fetched now (no network): run `npx firebase setup:emulators:storage` once with internet access.',
    );
  });

  it('says when the Google Cloud CLI has no Firestore emulator either', () => {
    expect(
      describeMissingEmulator({
        label: 'Firestore',
        java: { found: true, major: 21 },
        why: 'download timed out',
        cloudSdk: true,
      }),
    ).toBe(
      'The Firestore emulator is not downloaded and the Google Cloud CLI has no copy of it, and it cannot be fetched now (download timed out): run `npx firebase setup:emulators:firestore` once with internet access.',
    );
  });

  it('puts Java first when Java is what is missing', () => {
    expect(describeMissingEmulator({ label: 'Firestore', java: { found: false } })).toBe(
      'The Firestore emulator cannot run because there is no `java` on the PATH (install one, e.g. `apt-get install openjdk-17-jre-headless`).',
    );
    expect(
      describeMissingEmulator({ label: 'Firestore', java: { found: true, major: 8 } }),
    ).toContain(`it needs Java ${JAVA_MIN} or newer and found Java 8`);
  });

  it('accepts the Java 17 of this Debian release', () => {
    expect(javaProblem({ found: true, major: 17 })).toBeNull();
    expect(javaProblem({ found: true, major: null })).toBe('`java -version` reported no version');
  });

  it('always gives exactly one sentence', () => {
    const javas = [
      { found: false },
      { found: true, major: null },
      { found: true, major: 8 },
      { found: true, major: 17 },
    ] as const;
    for (const java of javas) {
      for (const why of ['no network', 'download timed out', 'download failed'] as const) {
        const reason = describeMissingEmulator({ label: 'Storage', java, why });
        expect(reason).toMatch(/^[A-Z][^\n]*\.\)?\.?$/);
        expect(reason.replace(/`[^`]*`|e\.g\./g, '').match(/\.\s/g)).toBeNull();
      }
    }
  });
});

describe('emulatorPlan', () => {
  const firestore = {
    ok: true,
    source: 'cloud sdk',
    env: { FIRESTORE_EMULATOR_BINARY_PATH: '/x.jar' },
  } as const;

  it('drops Storage and passes its reason on when it cannot run', () => {
    const plan = emulatorPlan({ firestore, storage: { ok: false, reason: 'No Storage here.' } }, [
      'auth',
      'firestore',
      'storage',
      'hosting',
    ]);
    expect(plan).toEqual({
      only: ['auth', 'firestore', 'hosting'],
      env: { FIRESTORE_EMULATOR_BINARY_PATH: '/x.jar' },
      storageSkipReason: 'No Storage here.',
    });
  });

  it('keeps Storage when it can run', () => {
    const plan = emulatorPlan({ firestore, storage: { ok: true, source: 'download', env: {} } }, [
      'firestore',
      'storage',
    ]);
    expect(plan.only).toEqual(['firestore', 'storage']);
    expect(plan.storageSkipReason).toBeNull();
  });
});

describe('emulatorsExec', () => {
  it('runs the emulators with their own config: firebase.json with the emulator origins in the CSP, which the deployed one lacks', () => {
    const deployed = JSON.parse(readFileSync(path.join(REPO_ROOT, 'firebase.json'), 'utf8'));
    const csp = (config: typeof deployed): string =>
      config.hosting.headers[0].headers.find(
        (h: { key: string }) => h.key === 'Content-Security-Policy',
      ).value;
    expect(csp(deployed)).not.toContain('127.0.0.1');
    emulatorsExec({ only: ['hosting'], env: {}, storageSkipReason: null }, 'true');
    const local = JSON.parse(readFileSync(path.join(REPO_ROOT, 'firebase.emulators.json'), 'utf8'));
    expect(csp(local)).toMatch(/img-src [^;]* http:\/\/127\.0\.0\.1:\*;/);
    expect(csp(local)).toMatch(/connect-src [^;]* http:\/\/127\.0\.0\.1:\*;/);
    expect(emulatorCsp(csp(deployed))).toBe(csp(local));
    // Everything but the CSP is firebase.json's own.
    expect({ ...local, hosting: { ...local.hosting, headers: [] } }).toEqual({
      ...deployed,
      hosting: { ...deployed.hosting, headers: [] },
    });
  });

  it('runs the script inside exactly the planned emulators, telling it what runs and why Storage does not', () => {
    const exec = emulatorsExec(
      {
        only: ['auth', 'firestore', 'hosting'],
        env: { FIRESTORE_EMULATOR_BINARY_PATH: '/x.jar' },
        storageSkipReason: 'No Storage here.',
      },
      'npx vitest run',
    );
    expect(exec.args.slice(-8)).toEqual([
      'emulators:exec',
      '--config',
      path.join(REPO_ROOT, 'firebase.emulators.json'),
      '--project',
      'demo-unlimited',
      '--only',
      'auth,firestore,hosting',
      'npx vitest run',
    ]);
    expect(exec.env).toEqual({
      FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '60',
      STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || LOCAL_STRIPE_WEBHOOK_SECRET,
      FIRESTORE_EMULATOR_BINARY_PATH: '/x.jar',
      UNLIMITED_EMULATORS: 'auth,firestore,hosting',
      UNLIMITED_STORAGE_SKIP_REASON: 'No Storage here.',
    });
  });
});

describe('the Firestore launcher jar', () => {
  it('wraps manifest lines at 72 bytes with one-space continuations', () => {
    const manifest = jarManifest({ 'Class-Path': `/${'a'.repeat(150)}/emulator.jar` });
    const lines = manifest.split('\r\n');
    expect(lines[0]).toBe('Manifest-Version: 1.0');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(72);
    const unwrapped = lines.slice(1).join('\r\n').replace(/\r\n /g, '');
    expect(unwrapped).toBe(`Class-Path: /${'a'.repeat(150)}/emulator.jar\r\n\r\n`);
  });

  it('is a zip whose manifest names the emulator main class and jar', () => {
    const jar = firestoreLauncherJar('/opt/sdk dir/cloud-firestore-emulator.jar');
    expect(jar.readUInt32LE(0)).toBe(0x04034b50);
    expect(jar.readUInt32LE(jar.length - 22)).toBe(0x06054b50);
    const text = jar.toString('utf8').replace(/\r\n /g, '');
    expect(text).toContain('META-INF/MANIFEST.MF');
    expect(text).toContain(`Main-Class: ${FIRESTORE_MAIN_CLASS}`);
    expect(text).toContain('Class-Path: /opt/sdk%20dir/cloud-firestore-emulator.jar');
  });

  it.skipIf(!existsSync('/usr/bin/jar'))('is read by the JDK as a jar with that manifest', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'launcher-'));
    const file = path.join(dir, 'launcher.jar');
    writeFileSync(file, firestoreLauncherJar('/opt/cloud-firestore-emulator.jar'));
    const listing = execFileSync('jar', ['tf', file], { encoding: 'utf8' });
    expect(listing.trim()).toBe('META-INF/MANIFEST.MF');
    const manifest = execFileSync('unzip', ['-p', file, 'META-INF/MANIFEST.MF'], {
      encoding: 'utf8',
    });
    expect(manifest).toContain(FIRESTORE_MAIN_CLASS);
  });
});

describe('classifyFetchFailure', () => {
  it('recognises the offline download error of firebase-tools', () => {
    expect(
      classifyFetchFailure(
        'Error: Failed to make request to https://storage.googleapis.com/firebase-preview-drop/emulator/cloud-firestore-emulator-v1.22.0.jar',
        false,
      ),
    ).toBe('no network');
  });

  it('reports a timeout and other failures', () => {
    expect(classifyFetchFailure('', true)).toBe('download timed out');
    expect(classifyFetchFailure('Error: EACCES: permission denied', false)).toBe('download failed');
  });
});

describe('emulatorsExec for npm test', () => {
  it('runs the functions in one worker, one call at a time, only when asked and only with the Functions emulator', () => {
    const plan = { only: ['auth', 'firestore', 'functions'], env: {}, storageSkipReason: null };
    const sequential = emulatorsExec(plan, 'npx vitest run', { sequentialFunctions: true });
    const flag = sequential.args.indexOf('--inspect-functions');
    expect(flag).toBeGreaterThan(sequential.args.indexOf('emulators:exec'));
    // Followed by another option, so firebase reads it as a free port, not as a port number.
    expect(sequential.args[flag + 1]).toBe('--only');
    expect(emulatorsExec(plan, 'npx vitest run').args).not.toContain('--inspect-functions');
    expect(
      emulatorsExec({ ...plan, only: ['firestore'] }, 'npx vitest run', {
        sequentialFunctions: true,
      }).args,
    ).not.toContain('--inspect-functions');
  });
});
