import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminDb } from './helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Runs `npm run seed`'s script with these emulator hosts; resolves with its exit and output. */
function seed(env: Record<string, string>) {
  const result = spawnSync('npx', ['tsx', 'scripts/seed.ts'], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('the seed script', () => {
  it('checks everything it needs before it changes anything', async () => {
    const db = adminDb();
    const marker = db.collection('products').doc('seed-preflight-marker');
    await marker.set({ title: 'left alone' });

    // Auth does not answer: the seed must stop before touching Firestore.
    const { status, output } = seed({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9' });
    expect(status).toBe(1);
    expect(output).toContain('cannot reach the Auth emulator at 127.0.0.1:9');
    // Still there with its title: a seed run would have removed it (it is no seed product).
    // Triggers may add their derived fields (search tokens) meanwhile; the seed adds none.
    const after = await marker.get();
    expect(after.exists).toBe(true);
    expect(after.get('title')).toBe('left alone');
    await marker.delete();
  });

  it('refuses anything but the emulators of a demo- project', () => {
    const { status, output } = seed({ GCLOUD_PROJECT: 'unlimited-prod' });
    expect(status).toBe(1);
    expect(output).toContain('Refusing to seed');
  });
});
