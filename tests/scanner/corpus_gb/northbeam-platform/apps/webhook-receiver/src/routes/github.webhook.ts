import { Router } from 'express';
import { hmacSha256Hex, safeEqualHex } from '../middleware/hmac';

export const githubWebhookRouter = Router();

// Used by the release bot: deploys are announced in #sales-eng when a tag is pushed.
githubWebhookRouter.post('/', (req, res) => {
  const sig = (req.get('X-Hub-Signature-256') ?? '').replace('sha256=', '');
  const expected = hmacSha256Hex(process.env.GITHUB_WEBHOOK_SECRET ?? '', req.body as Buffer);
  if (!safeEqualHex(sig, expected)) {
    return res.status(401).json({ error: 'bad signature' });
  }
  return res.status(202).json({ ok: true });
});
