import { Router } from 'express';
import { z } from 'zod';
import { RingLoomError } from '@pinecrest/ringloom-sdk';
import { ringloomFor } from '../lib/ringloom';
import { db } from '../db';

export const campaignsRouter = Router();

const CreateCampaign = z.object({
  name: z.string().min(3),
  segmentId: z.string(),
});

campaignsRouter.post('/', async (req, res, next) => {
  const parsed = CreateCampaign.safeParse(req.body);
  if (!parsed.success) {
    return res.status(400).json({ error: 'invalid_request', issues: parsed.error.issues });
  }

  const segment = await db.segment.findUnique({ where: { id: parsed.data.segmentId } });
  if (!segment) return res.status(404).json({ error: 'segment not found' });

  const ringloom = ringloomFor(req.actor!);
  try {
    const list = await ringloom.contactLists.create({ name: parsed.data.name });
    await ringloom.contactLists.appendContacts(list.id, segment.phones);
    const campaign = await db.campaign.create({
      data: { name: parsed.data.name, segmentId: segment.id, dialerListId: list.id, createdBy: req.actor!.email },
    });
    res.status(201).json(campaign);
  } catch (err) {
    if (err instanceof RingLoomError) {
      if (err.status === 404 && err.body?.error === 'user not found') {
        return res.status(409).json({ error: 'Your RingLoom seat is not provisioned yet. Ask sales ops.' });
      }
      if (err.status === 502) {
        return res.status(503).json({ error: 'Dialer sign-in is temporarily unavailable, try again shortly.' });
      }
      if (err.isApiDisabled) {
        return res.status(503).json({ error: 'Dialer integration is switched off.' });
      }
    }
    next(err);
  }
});

campaignsRouter.delete('/:id', async (req, res, next) => {
  const campaign = await db.campaign.findUnique({ where: { id: req.params.id } });
  if (!campaign) return res.status(404).json({ error: 'campaign not found' });
  try {
    await ringloomFor(req.actor!).contactLists.remove(campaign.dialerListId);
  } catch (err) {
    if (!(err instanceof RingLoomError && err.isListNotFound)) return next(err);
  }
  await db.campaign.delete({ where: { id: campaign.id } });
  res.status(204).end();
});
