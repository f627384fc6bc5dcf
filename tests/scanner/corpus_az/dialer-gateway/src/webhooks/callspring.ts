import crypto from 'node:crypto';
import type { Request, Response } from 'express';
import { config } from '../config/env';

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

function verifyV2(header: string, raw: Buffer, secret: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const ts = Number(parts.t);
  if (!ts || Math.abs(Date.now() - ts) > 5 * 60 * 1000) return false;
  const mac = crypto.createHmac('sha256', secret).update(`${ts}.`).update(raw).digest('hex');
  return safeEqual(mac, parts.v1 ?? '');
}

export function callspringWebhook(req: Request & { rawBody: Buffer }, res: Response) {
  const v2 = req.header('Service-Signature');
  let ok: boolean;
  if (v2) {
    ok = verifyV2(v2, req.rawBody, config.callspring.webhookSecret);
  } else {
    // production still sends the legacy signature until the flag flips
    const legacy = req.header('X-Callspring-Signature') ?? '';
    const mac = crypto.createHmac('sha256', config.callspring.legacyWebhookSecret).update(req.rawBody).digest('hex');
    ok = safeEqual(mac, legacy);
  }
  if (!ok) return res.status(401).json({ error: 'invalid signature' });
  res.status(204).end();
}
