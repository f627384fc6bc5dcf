import { Router } from 'express';
import { callvane } from '../lib/callvaneClient.js';

export const dialLists = Router();

// The SPA forwards the signed-in user's email; we trust it because the session cookie matches.
function actingEmail(req) {
  const email = req.get('X-User-Email');
  if (!email || email !== req.session?.user?.email) {
    const e = new Error('forbidden');
    e.status = 403;
    throw e;
  }
  return email;
}

dialLists.get('/dial-lists', async (req, res, next) => {
  try {
    res.json(await callvane.listContactLists(actingEmail(req)));
  } catch (e) {
    next(e);
  }
});

dialLists.post('/dial-lists', async (req, res, next) => {
  try {
    res.status(201).json(await callvane.createContactList(actingEmail(req), req.body.name));
  } catch (e) {
    next(e);
  }
});

dialLists.post('/dial-lists/:id/numbers', async (req, res, next) => {
  try {
    await callvane.appendContacts(actingEmail(req), req.params.id, req.body.phones ?? []);
    res.status(204).end();
  } catch (e) {
    next(e);
  }
});

dialLists.use((err, _req, res, _next) => {
  if (err.name === 'CallvaneError') {
    if (err.userMissing) {
      return res.status(409).json({ error: 'Your account is not provisioned in the dialer yet.' });
    }
    if (err.status === 502) {
      return res.status(503).json({ error: 'Dialer sign-in is temporarily unavailable.' });
    }
    return res.status(err.status || 500).json({ error: err.message });
  }
  res.status(err.status ?? 500).json({ error: err.message ?? 'internal error' });
});
