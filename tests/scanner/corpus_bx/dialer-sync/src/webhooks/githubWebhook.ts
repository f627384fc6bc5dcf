import crypto from 'crypto';
import { Router, raw } from 'express';
import { logger } from '../logger';

// Deploy notifications from GitHub -> Slack #dialer-deploys
export const githubWebhookRouter = Router();

githubWebhookRouter.post('/webhooks/github', raw({ type: 'application/json' }), (req, res) => {
  const sig = req.header('X-Hub-Signature-256') ?? '';
  const digest = 'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET ?? '').update(req.body).digest('hex');
  if (!crypto.timingSafeEqual(Buffer.from(sig.padEnd(digest.length)), Buffer.from(digest))) {
    return res.status(401).json({ error: 'bad signature' });
  }
  logger.info({ event: req.header('X-GitHub-Event') }, 'github webhook');
  return res.sendStatus(202);
});
