import { Router } from 'express';
import { hmacSha256Hex, safeEqualHex } from '../middleware/hmac';

export const callvaneV2Router = Router();
const TOLERANCE_MS = 5 * 60 * 1000;

// v2 deliveries: Service-Signature: t=<ms>,v1=<hex> over `${t}.${body}`
callvaneV2Router.post('/', (req, res) => {
  const header = req.get('Service-Signature') ?? '';
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!t || Math.abs(Date.now() - t) > TOLERANCE_MS) {
    return res.status(400).json({ error: 'stale or missing timestamp' });
  }
  const expected = hmacSha256Hex(process.env.CALLVANE_V2_WEBHOOK_SECRET ?? '', `${t}.${(req.body as Buffer).toString('utf8')}`);
  if (!parts.v1 || !safeEqualHex(parts.v1, expected)) {
    return res.status(401).json({ error: 'invalid signature' });
  }
  return res.status(204).end();
});
