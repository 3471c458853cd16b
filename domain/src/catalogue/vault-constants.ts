/** The Vault's constants (vault.ts), in a module of their own that neither imports. */

/** The showcase's document id in the `catalog` collection. */
export const VAULT_DOC_ID = 'vault';
/** A Vault piece is valued at least this much (cents): $5,000. */
export const VAULT_MIN_VALUE_CENTS = 500_000;
/** The showcase lists at most this many pieces, the most valuable first. */
export const VAULT_SHOWCASE_LIMIT = 24;
