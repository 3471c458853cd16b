import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_TOKENS,
  SEARCH_TOKEN_MAX_LENGTH,
  orderSearchTokens,
  priceRangeOf,
  productSearchFields,
  productSearchTokens,
  sameSearchValue,
  searchFieldsFor,
  searchFieldsPatch,
  searchTerm,
  searchTokens,
  signupSearchTokens,
} from '../search-tokens';

/** What a list's query does: one `array-contains` of the typed term. */
const finds = (tokens: string[], typed: string) => {
  const term = searchTerm(typed);
  return term !== null && tokens.includes(term);
};

describe('productSearchTokens', () => {
  const birkin = productSearchTokens({ title: 'Birkin 30 Togo', brand: 'Hermès' });

  it('finds a product by its brand typed without accents, in any case', () => {
    expect(finds(birkin, 'hermes')).toBe(true);
    expect(finds(birkin, 'HERMÈS')).toBe(true);
    expect(finds(birkin, 'Herm')).toBe(true);
  });

  it('finds it by a word of its title, a phrase from a word on, or brand then title', () => {
    expect(finds(birkin, 'birk')).toBe(true);
    expect(finds(birkin, 'birkin 30')).toBe(true);
    expect(finds(birkin, '30 togo')).toBe(true);
    expect(finds(birkin, 'hermes birkin')).toBe(true);
    expect(finds(birkin, '  Birkin   30  ')).toBe(true);
  });

  it('does not find it by the middle of a word or by words out of order', () => {
    expect(finds(birkin, 'irkin')).toBe(false);
    expect(finds(birkin, 'togo birkin')).toBe(false);
    expect(finds(birkin, 'kelly')).toBe(false);
  });

  it('is deterministic and has no repeats', () => {
    const again = productSearchTokens({ title: 'Birkin 30 Togo', brand: 'Hermès' });
    expect(again).toEqual(birkin);
    expect(new Set(birkin).size).toBe(birkin.length);
  });
});

describe('searchTokens bounds', () => {
  it('cuts every token and the typed term to the same length, so long searches still match', () => {
    const tokens = searchTokens(['Extraordinarily-long-model-name-with-many-parts Pochette']);
    expect(Math.max(...tokens.map((t) => t.length))).toBeLessThanOrEqual(SEARCH_TOKEN_MAX_LENGTH);
    expect(finds(tokens, 'extraordinarily-long-model-name-with-many-parts')).toBe(true);
  });

  it('keeps at most MAX_SEARCH_TOKENS tokens for a long note', () => {
    const note = Array.from({ length: 300 }, (_, i) => `word${i}abcdefghij`).join(' ');
    const tokens = searchTokens(['ana@example.com', note]);
    expect(tokens.length).toBeLessThanOrEqual(MAX_SEARCH_TOKENS);
    // The first field always fits.
    expect(finds(tokens, 'ana@example.com')).toBe(true);
  });

  it('skips empty and missing fields', () => {
    expect(searchTokens([null, undefined, '   '])).toEqual([]);
    expect(searchTerm('   ')).toBeNull();
  });
});

describe('signupSearchTokens', () => {
  const tokens = signupSearchTokens({
    email: 'zoe.martin@example.com',
    full_name: 'Zoë Martin',
    notes: 'Met at the Paris trunk show',
  });

  it('finds a signup by email, a part of it, the name without accents and the notes', () => {
    expect(finds(tokens, 'zoe.martin@ex')).toBe(true);
    expect(finds(tokens, 'example')).toBe(true);
    expect(finds(tokens, 'EXAMPLE.COM')).toBe(true);
    expect(finds(tokens, 'martin@example')).toBe(true);
    expect(finds(tokens, 'zoe m')).toBe(true);
    expect(finds(tokens, 'martin')).toBe(true);
    expect(finds(tokens, 'trunk show')).toBe(true);
    expect(finds(tokens, 'london')).toBe(false);
  });
});

describe('orderSearchTokens', () => {
  const tokens = orderSearchTokens({
    id: 'Ab12CdEf',
    bag_name: 'Lady Dior Medium',
    bag_brand: 'Dior',
    shipping_address: { full_name: 'Elena Márquez' },
    user_id: 'uid-elena',
    tracking_number: '1Z999AA10123456784',
  });

  it('finds an order by id in any case, bag, brand, member, uid and tracking number', () => {
    expect(finds(tokens, 'ab12cd')).toBe(true);
    expect(finds(tokens, 'AB12CDEF')).toBe(true);
    expect(finds(tokens, 'dior medium')).toBe(true);
    expect(finds(tokens, 'dior lady dior')).toBe(true);
    expect(finds(tokens, 'marquez')).toBe(true);
    expect(finds(tokens, 'uid-elena')).toBe(true);
    expect(finds(tokens, '1z999')).toBe(true);
    expect(finds(tokens, 'chanel')).toBe(false);
  });
});

describe('productSearchFields', () => {
  it('adds the price range and one flag per category', () => {
    const fields = productSearchFields({
      title: 'Kelly 28',
      brand: 'Hermès',
      price: 895_000,
      categories: ['Bags', 'Sale'],
    });
    expect(fields.price_range).toBe('over-5000');
    expect(fields.category_flags).toEqual({ Bags: true, Sale: true });
    expect(finds(fields.search_tokens, 'hermes kelly')).toBe(true);
  });

  it('puts each price in the range the Filters panel shows it in', () => {
    expect(priceRangeOf(99_999)).toBe('under-1000');
    expect(priceRangeOf(100_000)).toBe('1000-5000');
    expect(priceRangeOf(500_000)).toBe('1000-5000');
    expect(priceRangeOf(500_001)).toBe('over-5000');
  });
});

describe('sameSearchValue', () => {
  it('tells a stored value that needs no write from one that does', () => {
    expect(sameSearchValue(['a', 'ab'], ['a', 'ab'])).toBe(true);
    expect(sameSearchValue(undefined, ['a'])).toBe(false);
    expect(sameSearchValue(['a'], ['a', 'ab'])).toBe(false);
  });
});

describe('searchFieldsPatch', () => {
  const product = {
    title: 'Kelly 28',
    brand: 'Hermès',
    price: 895_000,
    categories: ['Bags'],
  };

  it('asks for the fields a document lacks, then for nothing once they are stored', () => {
    const patch = searchFieldsPatch('products', 'p1', product);
    expect(patch).not.toBeNull();
    expect(searchFieldsPatch('products', 'p1', { ...product, ...patch })).toBeNull();
  });

  it('asks again when a searched field changes, and only for what changed', () => {
    const stored = { ...product, ...searchFieldsFor('products', 'p1', product) };
    const patch = searchFieldsPatch('products', 'p1', { ...stored, title: 'Birkin 30' });
    expect(Object.keys(patch ?? {})).toEqual(['search_tokens']);
    expect(searchFieldsPatch('products', 'p1', { ...stored, price: 90_000 })).toEqual({
      price_range: 'under-1000',
    });
  });

  it('indexes an order by its own id and a signup by its notes', () => {
    const order = searchFieldsFor('orders', 'XyZ123', {
      bag_name: 'Kelly',
      bag_brand: 'Hermès',
      user_id: 'u1',
      shipping_address: { full_name: 'Ana Ruiz' },
    });
    expect(order.search_tokens).toContain('xyz123');
    const signup = searchFieldsFor('waitlist_signups', 's1', {
      email: 'a@b.co',
      notes: 'VIP',
    });
    expect(signup.search_tokens).toContain('vip');
  });
});
