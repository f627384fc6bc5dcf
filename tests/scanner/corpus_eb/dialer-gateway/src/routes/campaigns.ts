import { Router } from 'express';
import { z } from 'zod';
import { RingLedgerError } from '../ringledger/errors';
import { appendContacts, createContactList, listContactLists } from '../ringledger/contactLists';
import { findCampaign } from '../store/campaigns';

export const campaigns = Router();

const SyncBody = z.object({ campaignId: z.string().uuid() });

campaigns.get('/lists', async (_req, res, next) => {
  try {
    res.json(await listContactLists());
  } catch (e) {
    next(e);
  }
});

campaigns.post('/sync', async (req, res) => {
  const parsed = SyncBody.safeParse(req.body);
  if (!parsed.success) {
    // our own API's error format
    return res.status(400).json({ error: 'invalid body', issues: parsed.error.issues });
  }
  const campaign = await findCampaign(parsed.data.campaignId);
  if (!campaign) return res.status(404).json({ error: 'campaign not found' });

  try {
    const list = await createContactList(`mk-${campaign.slug}`);
    const added = await appendContacts(
      list.id,
      campaign.leads.map((l) => ({ phone: l.phoneE164, firstName: l.firstName, externalId: l.id })),
    );
    return res.status(201).json({ listId: list.id, added });
  } catch (e) {
    if (e instanceof RingLedgerError) {
      if (e.status === 503) {
        return res.status(409).json({ error: 'Dialer API is switched off for our workspace' });
      }
      if (e.kind === 'rate-limited') {
        return res.status(429).json({ error: 'dialer is throttling us, try again shortly' });
      }
      if (e.transient) {
        return res.status(503).set('Retry-After', '30').json({ error: 'dialer temporarily unavailable' });
      }
    }
    throw e;
  }
});
