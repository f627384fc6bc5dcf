import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';

// v2 webhook receiver. The legacy x-calling-signature verifier was removed
// once the v2 subscription passed POST /webhooks/{id}/verify.
//
// Service-Signature: t=<unix ms>,v1=<64 hex chars>
// signed string:     `${t}.${rawBody}`

const TOLERANCE_MS = 5 * 60 * 1000;

export function parseSignatureHeader(header: string): { t: number; v1: string[] } {
  const out = { t: NaN, v1: [] as string[] };
  for (const part of header.split(',')) {
    const [k, v] = part.trim().split('=', 2);
    if (k === 't') out.t = Number(v);
    if (k === 'v1') out.v1.push(v);
  }
  return out;
}

export function verifyServiceSignature(raw: Buffer, header: string, secret: string, now = Date.now()): boolean {
  const { t, v1 } = parseSignatureHeader(header);
  if (!Number.isFinite(t) || Math.abs(now - t) > TOLERANCE_MS || v1.length === 0) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.`).update(raw).digest('hex'));
  return v1.some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export function handleCallingEvent(req: Request, res: Response, enqueue: (e: unknown) => Promise<void>) {
  const raw = req.body as Buffer;
  if (!verifyServiceSignature(raw, req.get('Service-Signature') ?? '', process.env.CALLING_SIGNING_SECRET!)) {
    return res.status(401).end();
  }
  const event = JSON.parse(raw.toString('utf8'));
  if (event.type === 'webhook.verification') {
    return res.json({ challenge: event.challenge });
  }
  if (event.apiVersion !== 'v2') {
    return res.status(400).end();
  }
  return enqueue({ id: event.id, type: event.type, resourceType: event.resourceType, resourceId: event.resourceId })
    .then(() => res.status(204).end());
}
