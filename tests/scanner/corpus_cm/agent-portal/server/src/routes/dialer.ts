import { Router } from 'express';
import { RinglaneClient } from '../ringlane/client';
import { RinglaneApiError } from '../ringlane/errors';
import { logger } from '../lib/logger';

export const dialerRouter = Router();

dialerRouter.get('/lists', async (req, res, next) => {
  try {
    const client = new RinglaneClient(req.user!.email);
    const page = await client.listContactLists(req.query.cursor as string | undefined);
    res.json(page);
  } catch (err) {
    next(err);
  }
});

dialerRouter.post('/lists/:id/leads', async (req, res, next) => {
  const client = new RinglaneClient(req.user!.email);
  try {
    await client.addContacts(req.params.id, req.body.phones);
    res.status(204).end();
  } catch (err) {
    if (err instanceof RinglaneApiError) {
      if (err.isUserMissing) {
        return res.status(409).json({ message: 'Your Ringlane seat is not set up yet. Contact sales-ops.' });
      }
      switch (err.status) {
        case 503:
          logger.warn('Ringlane public API disabled for our account');
          return res.status(503).json({ message: 'Dialer temporarily unavailable' });
        case 502:
          return res.status(503).json({ message: 'Dialer login service is down, retry shortly' });
        default:
          logger.error({ details: err.details }, `ringlane error: ${err.message}`);
      }
    }
    next(err);
  }
});
