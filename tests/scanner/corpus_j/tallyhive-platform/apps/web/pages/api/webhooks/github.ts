import crypto from 'node:crypto';
import type { NextApiRequest, NextApiResponse } from 'next';
import getRawBody from 'raw-body';

export const config = { api: { bodyParser: false } };

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  const raw = await getRawBody(req);
  const sig = req.headers['x-hub-signature-256'] as string | undefined;
  const expected = 'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET!).update(raw).digest('hex');
  if (!sig || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
    return res.status(401).json({ error: 'bad signature' });
  }
  const event = req.headers['x-github-event'];
  if (event === 'deployment_status') {
    await fetch(process.env.SLACK_DEPLOY_WEBHOOK!, { method: 'POST', body: JSON.stringify({ text: 'deployed' }) });
  }
  return res.status(204).end();
}
