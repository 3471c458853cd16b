/** The error of a document that does not match its collection's schema (no zod here). */

/** One schema problem, with its dotted field path (`''` for the document itself). */
export interface DocIssue {
  path: string;
  message: string;
}

/**
 * A document that does not match its collection's schema, on read or before a write.
 * The message names the collection, the document id and each failing field path; field
 * values are left out so personal data does not reach the logs.
 */
export class DocSchemaError extends Error {
  override readonly name = 'DocSchemaError';

  constructor(
    readonly collection: string,
    readonly docId: string,
    readonly operation: 'read' | 'write',
    readonly issues: readonly DocIssue[],
  ) {
    const detail = issues.map((issue) => `${issue.path || '(document)'}: ${issue.message}`);
    super(
      `${operation === 'read' ? 'Cannot read' : 'Refusing to write'} ${collection}/${docId}: ` +
        `it does not match the ${collection} schema (${detail.join('; ')})`,
    );
  }
}
