import crypto from 'node:crypto';
import type { Request, Response } from 'express';

export function slackCommand(req: Request, res: Response) {
  const timestamp = req.get('X-Slack-Request-Timestamp') ?? '';
  const signature = req.get('X-Slack-Signature') ?? '';
  const base = `v0:${timestamp}:${(req.body as Buffer).toString('utf8')}`;
  const expected = `v0=${crypto.createHmac('sha256', process.env.SLACK_SIGNING_SECRET!).update(base).digest('hex')}`;
  if (signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    return res.status(401).send('bad slack signature');
  }
  res.json({ response_type: 'ephemeral', text: 'Lead queued for dialing :telephone_receiver:' });
}
