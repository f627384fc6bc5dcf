import crypto from 'node:crypto';
import { Router } from 'express';
import { env } from '../../config/env';
import { prisma } from '../../lib/prisma';
import { logger } from '../../lib/logger';

export const ringlaneWebhookRouter = Router();

const SIGNATURE_HEADER = 'x-ringlane-signature';

function verify(raw: Buffer, signature: string | undefined): boolean {
  if (!signature || !env.RINGLANE_WEBHOOK_SECRET) return false;
  const expected = crypto.createHmac('sha256', env.RINGLANE_WEBHOOK_SECRET).update(raw).digest('hex');
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

ringlaneWebhookRouter.post('/', async (req, res) => {
  const signature = req.get(SIGNATURE_HEADER);
  if (!verify(req.body as Buffer, signature)) {
    logger.warn('rejected ringlane webhook: bad signature');
    return res.status(401).send('bad signature');
  }

  const event = JSON.parse((req.body as Buffer).toString('utf8')) as {
    id: string;
    type: 'call.completed' | 'call.missed' | 'contact.opted_out';
    data: Record<string, any>;
  };

  await prisma.webhookEvent.upsert({
    where: { source_externalId: { source: 'ringlane', externalId: event.id } },
    create: { source: 'ringlane', externalId: event.id, payload: event as any },
    update: {},
  });

  if (event.type === 'contact.opted_out') {
    await prisma.lead.updateMany({ where: { phone: event.data.phone }, data: { optedOut: true } });
  }
  res.status(204).end();
});
