import type { NextApiRequest, NextApiResponse } from 'next';

const RL = process.env.RINGLEDGER_API_URL!;

function rlHeaders(): HeadersInit {
  return {
    'content-type': 'application/json',
    'x-api-key': process.env.RINGLEDGER_API_KEY ?? '',
    'x-user-id': process.env.RINGLEDGER_ACTING_USER_ID ?? '',
  };
}

export default async function listById(req: NextApiRequest, res: NextApiResponse) {
  const id = String(req.query.id);
  const url = `${RL}/contact-lists/${encodeURIComponent(id)}`;

  const method = req.method === 'PATCH' ? 'PATCH' : req.method === 'DELETE' ? 'DELETE' : 'GET';
  const upstream = await fetch(url, {
    method,
    headers: rlHeaders(),
    body: method === 'PATCH' ? JSON.stringify({ name: req.body?.name }) : undefined,
  });

  if (upstream.ok) {
    return method === 'DELETE' ? res.status(204).end() : res.status(200).json(await upstream.json());
  }

  const payload: { error?: string } = await upstream.json().catch(() => ({}));
  switch (upstream.status) {
    case 502:
      return res.status(503).setHeader('Retry-After', '15').json({ error: 'dialer login service is down' });
    case 503:
      return res.status(503).json({ error: 'RingLedger API disabled by admin' });
    case 404:
      return res.status(404).json({ error: payload.error ?? 'not found' });
    default:
      return res.status(502).json({ error: 'upstream error' });
  }
}
