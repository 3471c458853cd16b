/**
 * operations: what the operators run the service with: stats and analytics, the audit
 * trail, bulk jobs, customers, mail delivery and unsubscribe, notifications, and the
 * callables' contracts (inputs and results of every function). Imports every area above
 * except collections.
 */
export * from './callables';
export * from './stats-rules';
export * from './counter-shards';
export * from './schemas/activity';
export * from './schemas/analytics';
export * from './schemas/auth';
export * from './schemas/metadata';
export * from './schemas/mail';
export * from './schemas/stats';
export * from './analytics-rules';
export * from './analytics-csv';
export * from './customers';
export * from './schemas/customer';
export * from './schemas/notification';
export * from './notifications';
export * from './mail-delivery';
export * from './mail-unsubscribe';
export * from './audit';
export * from './schemas/bulk-job';
export * from './bulk-jobs';
