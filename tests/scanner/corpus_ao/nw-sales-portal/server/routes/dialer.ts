import { Router } from 'express';
import { createContactList, deleteContactList, listContactLists } from '../ringlane/client';
import { ActingUserMissingError, IntegrationDisabledError } from '../ringlane/errors';

export const dialerRouter = Router();

dialerRouter.get('/dialer/lists', async (req, res, next) => {
  try {
    const userId = req.header('x-user-id');
    if (!userId) return res.status(400).json({ error: 'missing user' });
    const lists = await listContactLists(userId);
    res.json(lists.map((l) => ({ id: l.id, name: l.name, size: l.contactCount })));
  } catch (e) {
    if (e instanceof ActingUserMissingError) return res.status(403).json({ error: 'You do not have a dialer seat' });
    if (e instanceof IntegrationDisabledError) return res.status(503).json({ error: 'Dialer temporarily unavailable' });
    next(e);
  }
});

dialerRouter.post('/dialer/lists', async (req, res, next) => {
  try {
    res.status(201).json(await createContactList(req.header('x-user-id')!, req.body.name));
  } catch (e) {
    next(e);
  }
});

dialerRouter.delete('/dialer/lists/:id', async (req, res, next) => {
  try {
    await deleteContactList(req.header('x-user-id')!, req.params.id);
    res.status(204).end();
  } catch (e) {
    next(e);
  }
});
