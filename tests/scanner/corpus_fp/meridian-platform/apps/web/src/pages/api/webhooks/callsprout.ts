import type { NextApiRequest, NextApiResponse } from 'next';
import { createHmac, timingSafeEqual } from 'crypto';
import getRawBody from 'raw-body';

export const config = { api: { bodyParser: false } };

function isValid(raw: Buffer, signature: string, secret: string) {
  const digest = createHmac('sha256', secret).update(raw).digest('hex');
  return digest.length === signature.length && timingSafeEqual(Buffer.from(digest), Buffer.from(signature));
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('Allow', 'POST');
    return res.status(405).json({ error: 'Method not allowed' });
  }

  const raw = await getRawBody(req);
  const signature = req.headers['x-callsprout-signature'];
  if (typeof signature !== 'string' || !isValid(raw, signature, process.env.CALLSPROUT_WEBHOOK_SECRET!)) {
    return res.status(401).json({ error: 'invalid signature' });
  }

  const event = JSON.parse(raw.toString('utf8'));
  // Forward to dialer-api for persistence; it owns the call log tables.
  await fetch(`${process.env.DIALER_API_URL}/api/internal/call-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': process.env.INTERNAL_TOKEN! },
    body: JSON.stringify(event),
  });
  return res.status(204).end();
}
