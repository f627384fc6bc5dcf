import crypto from 'node:crypto';
import type { Request, Response } from 'express';

const secret = () => process.env.CALLVANE_WEBHOOK_SECRET ?? '';

function hmacHex(payload: string): string {
  return crypto.createHmac('sha256', secret()).update(payload).digest('hex');
}

function verifyV2(header: string, raw: Buffer): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const ts = Number(parts.t);
  if (!ts || Math.abs(Date.now() - ts) > 5 * 60_000) return false;
  return crypto.timingSafeEqual(Buffer.from(hmacHex(`${parts.t}.${raw.toString('utf8')}`)), Buffer.from(parts.v1 ?? ''));
}

export function callvaneWebhook(req: Request, res: Response) {
  const raw = req.body as Buffer;
  const v2Signature = req.get('Service-Signature');

  let ok = false;
  if (v2Signature) {
    ok = verifyV2(v2Signature, raw);
  } else {
    // Workspaces not yet switched to v2 webhooks still sign the old way.
    const legacy = req.get('X-Callvane-Signature');
    ok = !!legacy && legacy.length === 64 && crypto.timingSafeEqual(Buffer.from(legacy), Buffer.from(hmacHex(raw.toString('utf8'))));
  }

  if (!ok) return res.status(401).send('invalid signature');
  res.status(202).end();
}
