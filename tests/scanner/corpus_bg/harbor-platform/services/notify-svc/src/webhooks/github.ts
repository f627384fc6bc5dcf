import express, { Router } from 'express';
import { createHmac, timingSafeEqual } from 'crypto';

// Deploy notifications from GitHub -> #releases Slack channel
export const githubWebhooks = Router();

githubWebhooks.post('/hooks/github', express.raw({ type: 'application/json' }), async (req, res) => {
  const sig = req.get('X-Hub-Signature-256') ?? '';
  const expected = 'sha256=' + createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET!).update(req.body).digest('hex');
  if (sig.length !== expected.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
    return res.status(401).send('signature mismatch');
  }
  const payload = JSON.parse(req.body.toString());
  if (req.get('X-GitHub-Event') === 'release') {
    await fetch(process.env.SLACK_RELEASES_WEBHOOK!, {
      method: 'POST',
      body: JSON.stringify({ text: `Released ${payload.release.tag_name}` }),
    });
  }
  res.sendStatus(204);
});
