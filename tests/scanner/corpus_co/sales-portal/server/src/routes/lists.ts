import { Router } from 'express';
import { addContacts, createContactList, listContactLists, removeContact } from '../integrations/ringlane/contactLists';
import { RinglaneApiError } from '../integrations/ringlane/errors';

export const listsRouter = Router();

// Portal's own routes; these proxy to the dialer.
listsRouter.get('/api/dialer-lists', async (req, res, next) => {
  try {
    res.json(await listContactLists(res.locals.actingEmail));
  } catch (e) {
    next(e);
  }
});

listsRouter.post('/api/dialer-lists', async (req, res, next) => {
  try {
    res.status(201).json(await createContactList(res.locals.actingEmail, req.body.name, req.body.campaign));
  } catch (e) {
    next(e);
  }
});

listsRouter.post('/api/dialer-lists/:id/contacts', async (req, res, next) => {
  try {
    await addContacts(res.locals.actingEmail, req.params.id, req.body.contacts);
    res.sendStatus(204);
  } catch (e) {
    next(e);
  }
});

listsRouter.delete('/api/dialer-lists/:id/contacts/:phone', async (req, res, next) => {
  try {
    await removeContact(res.locals.actingEmail, req.params.id, req.params.phone);
    res.sendStatus(204);
  } catch (e) {
    next(e);
  }
});

listsRouter.use((err: unknown, _req: any, res: any, next: any) => {
  if (!(err instanceof RinglaneApiError)) return next(err);
  if (err.kind === 'user_not_found') {
    return res.status(409).json({ error: 'Your account is not set up in Ringlane yet. Ask Sales Ops.' });
  }
  if (err.kind === 'api_disabled') {
    return res.status(503).json({ error: 'Dialer integration is temporarily unavailable.' });
  }
  if (err.retryable) {
    return res.status(503).set('Retry-After', '30').json({ error: 'Dialer busy, try again shortly.' });
  }
  return res.status(502).json({ error: err.message, details: err.details });
});
