import type { NextApiRequest, NextApiResponse } from 'next';

const BASE = process.env.RINGLEDGER_API_URL ?? 'https://api.ringledger.com/api/public/v1';

type RlError = { error: string; details?: { path: string; message: string }[] };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ error: 'method not allowed' });
  }

  const upstream = await fetch(`${BASE}/contact-lists?per_page=100`, {
    headers: {
      'X-API-Key': process.env.RINGLEDGER_API_KEY!,
      'X-User-Id': process.env.RINGLEDGER_ACTING_USER_ID!,
    },
  });

  if (!upstream.ok) {
    const body = (await upstream.json().catch(() => ({}))) as Partial<RlError>;
    if (upstream.status === 404 && body.error === 'user not found') {
      return res.status(500).json({ error: 'RINGLEDGER_ACTING_USER_ID is not a RingLedger user' });
    }
    return res.status(upstream.status).json({ error: body.error ?? 'upstream error' });
  }

  const data = await upstream.json();
  res.setHeader('Cache-Control', 's-maxage=60');
  return res.status(200).json(data.items);
}
