import crypto from 'crypto';
import { Request, Response } from 'express';
import { ringlaneConfig } from '../ringlane/config';
import { recordCall } from '../lib/calls';

export async function ringlaneWebhook(req: Request, res: Response) {
  const signature = req.get('x-ringlane-signature') ?? '';
  const expected = crypto
    .createHmac('sha256', ringlaneConfig.webhookSecret)
    .update(req.body as Buffer)
    .digest('hex');
  if (
    signature.length !== expected.length ||
    !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
  ) {
    return res.status(401).send('invalid signature');
  }
  const event = JSON.parse((req.body as Buffer).toString('utf8'));
  if (event.type === 'call.completed') {
    await recordCall(event.data);
  }
  res.sendStatus(204);
}
