/**
 * Statuses from Ringlark that are worth retrying at the HTTP layer.
 *  - 429: rate limited (honours Retry-After upstream)
 *  - 502: Ringlark could not reach its identity provider to resolve the acting user
 */
export const RETRYABLE_STATUS = new Set<number>([429, 502]);

/**
 * Statuses that should stop the job for good (no BullMQ retry).
 */
export const FATAL_STATUS = new Set<number>([400, 401, 403]);
