import { Router } from 'express';
import { appendContacts, createContactList } from '../ringlio/contactLists';
import { RinglioError } from '../ringlio/errors';
import { config } from '../config';

export const syncRouter = Router();

syncRouter.post('/call-lists/:id', async (req, res) => {
  const oktaUserId = req.header('X-User-Id'); // set by our gateway after SSO
  if (!oktaUserId) return res.status(400).json({ error: 'missing user' });

  if (config.USE_RINGLIO_V2) {
    return res.status(501).json({ error: 'v2 sync not implemented yet' });
  }

  try {
    const list = await createContactList(oktaUserId, req.body.name);
    await appendContacts(oktaUserId, list.id, req.body.phones ?? []);
    return res.status(201).json({ ringlioListId: list.id });
  } catch (err) {
    if (err instanceof RinglioError && err.kind === 'user_not_found') {
      return res.status(409).json({ error: 'Rep is not provisioned in Ringlio' });
    }
    if (err instanceof RinglioError && err.status === 502) {
      return res.status(503).json({ error: 'Ringlio temporarily unavailable, retry' });
    }
    throw err;
  }
});
