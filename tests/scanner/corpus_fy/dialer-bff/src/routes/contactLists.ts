import { Router } from 'express';
import { z } from 'zod';
import { ringvaleClient } from '../ringvale/client.js';
import { syncQueue } from '../queues.js';

export const contactListsRouter = Router();

contactListsRouter.get('/contact-lists', async (req, res, next) => {
  try {
    res.json(await ringvaleClient.listContactLists({ email: req.actingUser!.email }));
  } catch (e) {
    next(e);
  }
});

contactListsRouter.get('/contact-lists/:id', async (req, res, next) => {
  try {
    res.json(await ringvaleClient.getContactList({ email: req.actingUser!.email }, req.params.id));
  } catch (e) {
    next(e);
  }
});

const SyncBody = z.object({ segmentId: z.string().optional() });

contactListsRouter.post('/contact-lists/:id/sync', async (req, res) => {
  const { segmentId } = SyncBody.parse(req.body ?? {});
  const job = await syncQueue.add('sync-contact-list', {
    listId: req.params.id,
    segmentId,
    actingUser: { idpId: req.actingUser!.idpId },
  });
  res.status(202).json({ jobId: job.id });
});
