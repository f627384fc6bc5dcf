/**
 * Header names the outbound dialer expects. Centralised so nobody typos them.
 * (v1 docs: key in x-api-key, acting rep in x-user-id)
 */
export const LEGACY_KEY_HEADER = 'X-Api-Key';
export const ACTING_REP_HEADER = 'x-user-id';
export const CONTENT_TYPE = 'application/json';

// Our own correlation header, forwarded to every upstream.
export const CORRELATION_HEADER = 'X-Correlation-Id';

/** Headers we never forward to third parties from incoming requests. */
export const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

export function redactHeaders(h: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(h)) {
    out[k] = /key|authorization|token/i.test(k) ? '[redacted]' : v;
  }
  return out;
}
