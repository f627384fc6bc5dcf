/** Header names and tuning for the Ringstead public API. */
export const RINGSTEAD_KEY_HEADER = 'x-api-key';
export const RINGSTEAD_ACTING_USER_HEADER = 'X-User-Email';

/**
 * 429 = rate limit, 502 = Ringstead could not reach its identity provider.
 * Both are safe to retry with backoff.
 */
export const RETRYABLE_STATUSES: ReadonlyArray<number> = [429, 502];

export const DEFAULT_PAGE_SIZE = 200;
