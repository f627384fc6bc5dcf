import { Router } from 'express';
import { CallvistaClient, CallvistaError } from '@tidewater/clients';

const router = Router();
const callvista = new CallvistaClient(process.env.CALLVISTA_API_KEY ?? '', process.env.CALLVISTA_ACTING_USER_ID ?? '');

// Our own route; proxies to the dialer client.
router.get('/api/v1/call-lists', async (_req, res) => {
  try {
    const { data } = await callvista.lists();
    res.json({ items: data });
  } catch (e) {
    if (e instanceof CallvistaError && e.isApiDisabled) {
      return res.status(503).json({ error: 'dialer temporarily unavailable' });
    }
    if (e instanceof CallvistaError && e.status === 502) {
      return res.status(503).json({ error: 'dialer identity provider unreachable, retry shortly' });
    }
    throw e;
  }
});

export default router;
