import { Router } from 'express';
import { createRinglaneClient } from '../integrations/ringlane/client';
import { listContactLists, appendPhones } from '../integrations/ringlane/contactLists';
import { RinglaneError } from '../integrations/ringlane/errors';

export const contactListRoutes = Router();

// Our own API for the web app: GET /api/contact-lists
contactListRoutes.get('/api/contact-lists', async (req, res) => {
  const rl = createRinglaneClient((req as any).user.email);
  try {
    res.json(await listContactLists(rl));
  } catch (e) {
    if (e instanceof RinglaneError && e.isApiDisabled) {
      return res.status(503).json({ error: 'Dialer is temporarily unavailable' });
    }
    if (e instanceof RinglaneError && e.isUserNotFound) {
      return res.status(403).json({ error: 'Your account is not provisioned in the dialer' });
    }
    throw e;
  }
});

contactListRoutes.post('/api/contact-lists/:id/contacts', async (req, res) => {
  const rl = createRinglaneClient((req as any).user.email);
  await appendPhones(rl, req.params.id, req.body.phones ?? []);
  res.sendStatus(204);
});
