/** The `catalog/brands` document as the Firestore REST API returns it. */
export const BRAND_SUMMARY_REST_DOCUMENT = {
  name: 'projects/demo-unlimited/databases/(default)/documents/catalog/brands',
  fields: {
    brands: {
      arrayValue: {
        values: [
          ['Bottega Veneta', 'bottega-veneta', 3],
          ['Chanel', 'chanel', 6],
          ['Dior', 'dior', 4],
          ['Hermès', 'hermes', 5],
          ['Louis Vuitton', 'louis-vuitton', 7],
        ].map(([name, slug, count]) => ({
          mapValue: {
            fields: {
              name: { stringValue: name },
              slug: { stringValue: slug },
              count: { integerValue: String(count) },
            },
          },
        })),
      },
    },
    updated_at: { timestampValue: '2026-01-05T10:00:00.000Z' },
  },
  createTime: '2026-01-05T10:00:00.000Z',
  updateTime: '2026-01-05T10:00:00.000Z',
};
