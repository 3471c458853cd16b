import { describe, expect, it } from 'vitest';
import {
  JAVA_MIN,
  classifyFetchFailure,
  describeEmulatorProblem,
  parseJavaMajorVersion,
} from '../lib/emulators.mjs';

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

const firestore = { label: 'Firestore', setupCommand: 'npx firebase setup:emulators:firestore' };
const storage = { label: 'Storage', setupCommand: 'npx firebase setup:emulators:storage' };

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

describe('describeEmulatorProblem', () => {
  it('says nothing when Java is new enough and the jars are there', () => {
    expect(
      describeEmulatorProblem({ java: { found: true, major: JAVA_MIN }, missing: [] }),
    ).toBeNull();
    expect(describeEmulatorProblem({ java: { found: true, major: 25 }, missing: [] })).toBeNull();
  });

  it('names the Java found and how to install a newer one', () => {
    expect(describeEmulatorProblem({ java: { found: true, major: 17 }, missing: [] })).toBe(
      'The Firestore and Storage emulators need Java 21 or newer (found Java 17): install a JDK 21 (e.g. `apt-get install openjdk-21-jre-headless`) and run again.',
    );
  });

  it('says when there is no java at all', () => {
    expect(describeEmulatorProblem({ java: { found: false }, missing: [] })).toBe(
      'The Firestore and Storage emulators need Java 21 or newer (no `java` on the PATH): install a JDK 21 (e.g. `apt-get install openjdk-21-jre-headless`) and run again.',
    );
  });

  it('says which jar is missing and the command that fetches it', () => {
    expect(
      describeEmulatorProblem({
        java: { found: true, major: 21 },
        missing: [{ ...firestore, why: 'no network' }],
      }),
    ).toBe(
      'The Firestore emulator is not downloaded and cannot be fetched (no network): run `npx firebase setup:emulators:firestore` once with internet access, then run again.',
    );
  });

  it('combines an old Java and missing jars into one sentence', () => {
    const reason = describeEmulatorProblem({
      java: { found: true, major: 17 },
      missing: [
        { ...firestore, why: 'no network' },
        { ...storage, why: 'no network' },
      ],
    });
    expect(reason).toBe(
      'The Firestore and Storage emulators need Java 21 or newer (found Java 17) and are not downloaded and cannot be fetched (no network): install a JDK 21 (e.g. `apt-get install openjdk-21-jre-headless`), then run `npx firebase setup:emulators:firestore` and `npx firebase setup:emulators:storage` once with internet access.',
    );
  });

  it('always gives exactly one sentence', () => {
    const javas = [
      { found: false },
      { found: true, major: null },
      { found: true, major: 8 },
    ] as const;
    for (const java of javas) {
      for (const missing of [[], [{ ...storage, why: 'download timed out' as const }]]) {
        const reason = describeEmulatorProblem({ java, missing });
        expect(reason).toMatch(/^[A-Z][^\n]*\.$/);
        expect(reason?.replace(/`[^`]*`|e\.g\./g, '').match(/\.\s/g)).toBeNull();
      }
    }
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
