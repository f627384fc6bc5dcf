import crypto from 'crypto';
import { Router } from 'express';
import { enqueue } from '../queue';

export const githubRouter = Router();

githubRouter.post('/', async (req, res) => {
  const sig = req.get('X-Hub-Signature-256') || '';
  const expected =
    'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET || '').update(req.body).digest('hex');
  if (sig.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
    return res.status(401).json({ error: 'signature mismatch' });
  }
  await enqueue('github', req.get('X-GitHub-Event') || 'unknown', JSON.parse(req.body.toString()));
  res.sendStatus(202);
});
