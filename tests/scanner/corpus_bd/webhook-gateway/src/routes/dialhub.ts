import crypto from 'crypto';
import { Router } from 'express';
import { enqueue } from '../queue';

// Legacy Dialhub webhooks (call.completed, list.updated). Signed with the
// account-level signing secret from Dialhub > Settings > Webhooks.
const SECRET = process.env.DIALHUB_WEBHOOK_SECRET || '';

export const dialhubRouter = Router();

function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a, 'hex');
  const bb = Buffer.from(b, 'hex');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

dialhubRouter.post('/', async (req, res) => {
  const signature = req.get('X-Dialhub-Signature');
  if (!signature) return res.status(401).json({ error: 'missing signature' });
  const expected = crypto.createHmac('sha256', SECRET).update(req.body as Buffer).digest('hex');
  if (!safeEqual(signature.replace(/^sha256=/, ''), expected)) {
    return res.status(401).json({ error: 'bad signature' });
  }
  const event = JSON.parse((req.body as Buffer).toString('utf8'));
  await enqueue('dialhub', event.type, event);
  res.sendStatus(204);
});
