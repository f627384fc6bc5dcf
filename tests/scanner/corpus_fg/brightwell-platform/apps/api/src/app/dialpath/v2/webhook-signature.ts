import { createHmac, timingSafeEqual } from 'crypto';

/** Verifies `Service-Signature: t=<ms>,v1=<hex>` on v2 webhooks. */
export function verifyServiceSignature(header: string | undefined, rawBody: Buffer, secret: string, toleranceMs = 300_000): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() - t) > toleranceMs) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody.toString('utf8')}`).digest('hex');
  return parts.v1?.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}
