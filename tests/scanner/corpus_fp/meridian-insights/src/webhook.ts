import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export function verifyServiceSignature(req: IncomingMessage, rawBody: string, secret: string): boolean {
  const header = req.headers['service-signature'];
  if (typeof header !== 'string') return false;
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.trim().split('=')));
  if (!t || !v1) return false;
  const mac = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return mac.length === v1.length && timingSafeEqual(Buffer.from(mac), Buffer.from(v1));
}

export function verifyGithubSignature(req: IncomingMessage, rawBody: string, secret: string): boolean {
  const sig = req.headers['x-hub-signature-256'];
  if (typeof sig !== 'string') return false;
  const mac = 'sha256=' + createHmac('sha256', secret).update(rawBody).digest('hex');
  return mac.length === sig.length && timingSafeEqual(Buffer.from(mac), Buffer.from(sig));
}
