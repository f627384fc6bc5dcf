import { Router, type Request, type Response } from 'express';
import { Client } from '@temporalio/client';
import { callvaneConfig } from '@northbeam/config';
import { hmacSha256Hex, safeEqualHex } from '../middleware/hmac';

export const callvaneWebhookRouter = Router();

interface CallvaneEvent {
  type: 'call.completed' | 'contact.opted_out' | 'list.deleted';
  data: Record<string, unknown>;
}

callvaneWebhookRouter.post('/', async (req: Request, res: Response) => {
  const signature = req.get('X-Callvane-Signature');
  const raw = req.body as Buffer;
  if (!signature) {
    return res.status(400).json({ error: 'missing signature' });
  }
  const expected = hmacSha256Hex(callvaneConfig().webhookSecret, raw);
  if (!safeEqualHex(signature.replace(/^sha256=/, ''), expected)) {
    req.log.warn('callvane webhook signature mismatch');
    return res.status(401).json({ error: 'invalid signature' });
  }

  const event = JSON.parse(raw.toString('utf8')) as CallvaneEvent;
  if (event.type === 'contact.opted_out') {
    const client = new Client();
    await client.workflow.start('optOutWorkflow', {
      taskQueue: process.env.TEMPORAL_TASK_QUEUE ?? 'dialer-sync',
      workflowId: `opt-out-${String(event.data.phone)}`,
      args: [event.data.phone, event.data.listIds ?? []],
    });
  }
  return res.status(204).end();
});

// Ops tool: checks a captured delivery (headers + body pasted from the Callvane console)
// without processing it. Returns whether the signature would have verified.
callvaneWebhookRouter.post('/verify-only', (req: Request, res: Response) => {
  const provided = String(req.headers['x-callvane-signature'] ?? '').replace(/^sha256=/, '');
  const expected = hmacSha256Hex(callvaneConfig().webhookSecret, req.body as Buffer);
  res.json({ valid: provided.length > 0 && safeEqualHex(provided, expected) });
});
