import type { NextApiRequest, NextApiResponse } from 'next';
import { getServerSession } from 'next-auth';

import { authOptions } from '../auth/[...nextauth]';
import { callstrideFetch, CallstrideHttpError } from '../../../lib/callstride';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const session = await getServerSession(req, res, authOptions);
  if (!session?.user?.email) return res.status(401).json({ error: 'unauthenticated' });

  const id = String(req.query.id);
  try {
    if (req.method === 'GET') {
      return res.json(await callstrideFetch(`/contact-lists/${id}`, session.user.email));
    }
    if (req.method === 'DELETE') {
      await callstrideFetch(`/contact-lists/${id}`, session.user.email, { method: 'DELETE' });
      return res.status(204).end();
    }
    res.setHeader('Allow', 'GET, DELETE');
    return res.status(405).json({ error: 'method not allowed' });
  } catch (e) {
    if (e instanceof CallstrideHttpError) {
      if (e.status === 404 && e.message === 'user not found') {
        return res.status(403).json({ error: 'You do not have a dialer seat yet.' });
      }
      if (e.status === 503) {
        return res.status(503).json({ error: 'Dialer integration is switched off.' });
      }
      return res.status(e.status).json({ error: e.message });
    }
    throw e;
  }
}
