import { describe, expect, it, vi } from 'vitest';
import { fetchVaultShowcase, vaultUrl } from '../api/fetch-vault';

const config = {
  useEmulators: true,
  emulatorHost: '127.0.0.1',
  firebase: { projectId: 'demo-unlimited' },
} as Parameters<typeof vaultUrl>[0];

const restDoc = {
  name: 'projects/demo-unlimited/databases/(default)/documents/catalog/vault',
  fields: {
    total: { integerValue: '1' },
    updated_at: { timestampValue: '2026-11-29T12:00:00Z' },
    pieces: {
      arrayValue: {
        values: [
          {
            mapValue: {
              fields: {
                id: { stringValue: 'birkin' },
                title: { stringValue: 'Hermès Birkin 30 Togo' },
                brand: { stringValue: 'Hermès' },
                photo: { nullValue: null },
                price: { integerValue: '1800000' },
              },
            },
          },
        ],
      },
    },
  },
};

const respond = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('reading the Vault’s showcase over REST', () => {
  it('reads the public catalog/vault document of the project', async () => {
    expect(vaultUrl(config)).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-unlimited/databases/(default)/documents/catalog/vault',
    );
    const showcase = await fetchVaultShowcase(respond(200, restDoc), 'https://x.test');
    expect(showcase).toEqual({
      total: 1,
      pieces: [
        {
          id: 'birkin',
          title: 'Hermès Birkin 30 Togo',
          brand: 'Hermès',
          photo: null,
          price: 1_800_000,
        },
      ],
    });
  });

  it('reads a missing showcase as an empty Vault, and rejects on any other failure', async () => {
    await expect(fetchVaultShowcase(respond(404, {}), 'https://x.test')).resolves.toEqual({
      pieces: [],
      total: 0,
    });
    await expect(fetchVaultShowcase(respond(503, {}), 'https://x.test')).rejects.toThrow('503');
  });
});
