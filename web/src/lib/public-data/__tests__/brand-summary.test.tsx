import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  resetBrandSummaryForTests,
  setBrandAudience,
  useBrandSummary,
} from '@/lib/public-data/brand-summary';
import {
  brandSummaryUrl,
  decodeBrandSummaryDocument,
  fetchBrandSummary,
} from '@/lib/public-data/fetch-brand-summary';
import { decodeRestFields, decodeRestValue } from '@/lib/public-data/firestore-rest';

const brandEntry = (name: string, slug: string, count: number) => ({
  mapValue: {
    fields: {
      name: { stringValue: name },
      slug: { stringValue: slug },
      count: { integerValue: String(count) },
    },
  },
});

const DOCUMENT = {
  name: 'projects/demo-unlimited/databases/(default)/documents/catalog/brands',
  fields: {
    brands: {
      arrayValue: {
        values: [brandEntry('Chanel', 'chanel', 4), brandEntry('Hermès', 'hermes', 2)],
      },
    },
    updated_at: { timestampValue: '2026-01-05T10:00:00.000Z' },
  },
  createTime: '2026-01-05T10:00:00.000Z',
  updateTime: '2026-01-05T10:00:00.000Z',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('Firestore REST value decoder', () => {
  it('decodes strings, integers, doubles, booleans, nulls, timestamps, arrays and maps', () => {
    expect(
      decodeRestFields({
        s: { stringValue: 'x' },
        i: { integerValue: '42' },
        d: { doubleValue: 1.5 },
        b: { booleanValue: true },
        n: { nullValue: null },
        t: { timestampValue: '2026-01-05T10:00:00Z' },
        a: { arrayValue: { values: [{ integerValue: '1' }, { stringValue: 'two' }] } },
        empty: { arrayValue: {} },
        m: { mapValue: { fields: { nested: { booleanValue: false } } } },
        em: { mapValue: {} },
      }),
    ).toEqual({
      s: 'x',
      i: 42,
      d: 1.5,
      b: true,
      n: null,
      t: new Date('2026-01-05T10:00:00Z'),
      a: [1, 'two'],
      empty: [],
      m: { nested: false },
      em: {},
    });
  });

  it('refuses values that are not REST values', () => {
    expect(() => decodeRestValue('plain')).toThrow(TypeError);
    expect(() => decodeRestValue({ mysteryValue: 1 })).toThrow(/Unknown/);
    expect(() => decodeRestValue({ integerValue: '9007199254740993' })).toThrow(/integerValue/);
    expect(() => decodeRestValue({ timestampValue: 'yesterday' })).toThrow(/timestampValue/);
  });

  it('turns the catalog/brands document into the brand list', () => {
    expect(decodeBrandSummaryDocument(DOCUMENT)).toEqual([
      { name: 'Chanel', slug: 'chanel', count: 4 },
      { name: 'Hermès', slug: 'hermes', count: 2 },
    ]);
  });

  it('refuses a document of the wrong shape', () => {
    const bad = {
      fields: {
        brands: { arrayValue: { values: [{ mapValue: { fields: { name: { stringValue: 'X' } } } }] } },
        updated_at: { timestampValue: '2026-01-05T10:00:00Z' },
      },
    };
    expect(() => decodeBrandSummaryDocument(bad)).toThrow(/unexpected shape/);
    expect(() => decodeBrandSummaryDocument({ fields: { brands: { stringValue: 'x' } } })).toThrow();
  });
});

describe('fetchBrandSummary', () => {
  it('reads catalog/brands from the emulator of the demo project', () => {
    expect(
      brandSummaryUrl(null, {
        useEmulators: true,
        emulatorHost: '127.0.0.1',
        firebase: { projectId: 'demo-unlimited' } as never,
      }),
    ).toBe(
      'http://127.0.0.1:8080/v1/projects/demo-unlimited/databases/(default)/documents/catalog/brands',
    );
    expect(
      brandSummaryUrl(null, {
        useEmulators: false,
        emulatorHost: '127.0.0.1',
        firebase: { projectId: 'unlimited-prod' } as never,
      }),
    ).toBe(
      'https://firestore.googleapis.com/v1/projects/unlimited-prod/databases/(default)/documents/catalog/brands',
    );
    expect(brandSummaryUrl('elite')).toMatch(/\/documents\/catalog\/brands-elite$/);
  });

  it('reads a member’s tier list with their ID token', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(DOCUMENT));
    const audience = { tier: 'crown' as const, idToken: () => Promise.resolve('token-123') };
    await fetchBrandSummary(audience, fetchImpl);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toMatch(/\/catalog\/brands-crown$/);
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer token-123' });
  });

  it('returns the brands, an empty list for a missing document, and rejects other failures', async () => {
    const fetchImpl = vi.fn<typeof fetch>();
    fetchImpl.mockResolvedValueOnce(json(DOCUMENT));
    await expect(fetchBrandSummary(null, fetchImpl, 'http://x/brands')).resolves.toHaveLength(2);
    expect(fetchImpl).toHaveBeenCalledWith('http://x/brands', expect.anything());

    fetchImpl.mockResolvedValueOnce(json({ error: { code: 404 } }, 404));
    await expect(fetchBrandSummary(null, fetchImpl, 'http://x/brands')).resolves.toEqual([]);

    fetchImpl.mockResolvedValueOnce(json({ error: { code: 403 } }, 403));
    await expect(fetchBrandSummary(null, fetchImpl, 'http://x/brands')).rejects.toThrow(/403/);

    fetchImpl.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(fetchBrandSummary(null, fetchImpl, 'http://x/brands')).rejects.toThrow('Failed to fetch');
  });
});

function BrandNames({ label }: { label: string }) {
  const { status, brands, retry } = useBrandSummary();
  return (
    <section aria-label={label}>
      <p>{status}</p>
      <p>{brands.map((b) => b.name).join(', ')}</p>
      <button type="button" onClick={retry}>
        retry {label}
      </button>
    </section>
  );
}

describe('useBrandSummary', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    resetBrandSummaryForTests();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('makes one request for every component on the page and shares the result', async () => {
    fetchMock.mockResolvedValue(json(DOCUMENT));
    render(
      <>
        <BrandNames label="nav" />
        <BrandNames label="page" />
      </>,
    );
    expect(screen.getAllByText('loading')).toHaveLength(2);
    expect(await screen.findAllByText('Chanel, Hermès')).toHaveLength(2);
    expect(screen.getAllByText('success')).toHaveLength(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(
      /\/v1\/projects\/demo-unlimited\/databases\/\(default\)\/documents\/catalog\/brands$/,
    );

    // A page mounted later reuses the cached result.
    render(<BrandNames label="later" />);
    expect(screen.getAllByText('success')).toHaveLength(3);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports an unreachable backend as an error without console noise, and retries', async () => {
    const consoleError = vi.spyOn(console, 'error');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<BrandNames label="nav" />);
    expect(await screen.findByText('error')).toBeVisible();
    expect(consoleError).not.toHaveBeenCalled();

    fetchMock.mockResolvedValueOnce(json(DOCUMENT));
    await userEvent.setup().click(screen.getByRole('button', { name: 'retry nav' }));
    expect(await screen.findByText('Chanel, Hermès')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });

  it('asks again for a member’s tier list once the session names the tier, and back on sign-out', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(DOCUMENT)));
    render(<BrandNames label="nav" />);
    expect(await screen.findByText('Chanel, Hermès')).toBeVisible();
    act(() => setBrandAudience({ tier: 'elite', idToken: () => Promise.resolve('t') }));
    expect(await screen.findByText('Chanel, Hermès')).toBeVisible();
    expect(String(fetchMock.mock.calls[1]![0])).toMatch(/\/catalog\/brands-elite$/);
    // The same tier again (a refreshed token) does not ask again.
    act(() => setBrandAudience({ tier: 'elite', idToken: () => Promise.resolve('t2') }));
    act(() => setBrandAudience(null));
    expect(await screen.findByText('Chanel, Hermès')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(String(fetchMock.mock.calls[2]![0])).toMatch(/\/catalog\/brands$/);
  });

  it('ignores the answer of a request superseded by a retry', async () => {
    let answerFirst!: (response: Response) => void;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answerFirst = resolve)));
    fetchMock.mockResolvedValueOnce(json({ fields: { brands: { arrayValue: {} }, updated_at: { timestampValue: '2026-01-05T10:00:00Z' } } }));
    render(<BrandNames label="nav" />);
    await act(async () => {});
    await userEvent.setup().click(screen.getByRole('button', { name: 'retry nav' }));
    expect(await screen.findByText('success')).toBeVisible();
    await act(async () => answerFirst(json(DOCUMENT)));
    expect(screen.queryByText('Chanel, Hermès')).toBeNull();
  });
});
