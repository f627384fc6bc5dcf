/**
 * Header names used when talking to the Calling Service.
 * Centralised so the v2 migration (Authorization: Bearer) touches one file.
 *
 * Imported by ./client.ts and by scripts/backfill.ts.
 */

/** Shared-key header of the legacy public API. */
export const API_KEY_HEADER = 'x-api-key';

/** Acting user; the provider looked this up in its identity provider. */
export const ACTING_USER_HEADER = 'x-user-email';

/** Required on every v2 write. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Our own tracing header, added to every outbound request. */
export const TRACE_HEADER = 'X-Acme-Trace';

export type CallingHeaderName =
  | typeof API_KEY_HEADER
  | typeof ACTING_USER_HEADER
  | typeof IDEMPOTENCY_HEADER
  | typeof TRACE_HEADER;
