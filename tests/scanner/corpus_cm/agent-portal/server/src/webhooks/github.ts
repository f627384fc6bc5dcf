import { Request, Response } from 'express';
import { verify } from '@octokit/webhooks-methods';
import { triggerDeployPreview } from '../lib/previews';

export async function githubWebhook(req: Request, res: Response) {
  const signature = req.get('X-Hub-Signature-256') ?? '';
  const ok = await verify(process.env.GITHUB_WEBHOOK_SECRET!, (req.body as Buffer).toString(), signature);
  if (!ok) return res.status(401).end();
  const event = req.get('X-GitHub-Event');
  if (event === 'pull_request') await triggerDeployPreview(JSON.parse(req.body.toString()));
  res.sendStatus(202);
}
