import { Router } from 'express';
import { HTTPError } from 'ky';
import { ringlaneFor } from '../upstream/ringlane.js';

export const callListsRouter = Router();

async function forwardError(e: unknown, res: any) {
  if (e instanceof HTTPError) {
    const body = (await e.response.json().catch(() => ({}))) as { error?: string };
    if (e.response.status === 404 && body.error === 'user not found') {
      return res.status(403).json({ error: 'Your account is not set up in RingLane yet' });
    }
    if (e.response.status === 503) {
      return res.status(503).json({ error: 'Calling is switched off right now' });
    }
    return res.status(e.response.status).json({ error: body.error ?? 'RingLane error' });
  }
  return res.status(500).json({ error: 'internal error' });
}

callListsRouter.get('/', async (_req, res) => {
  try {
    const data = await ringlanFetchLists(res.locals.agentEmail);
    res.json(data);
  } catch (e) {
    await forwardError(e, res);
  }
});

callListsRouter.post('/:id/phones', async (req, res) => {
  try {
    const rl = ringlaneFor(res.locals.agentEmail);
    const out = await rl.post(`contact-lists/${req.params.id}/contacts`, {
      json: { contacts: (req.body.phones as string[]).map((phone) => ({ phone })) },
    }).json();
    res.status(201).json(out);
  } catch (e) {
    await forwardError(e, res);
  }
});

async function ringlanFetchLists(agentEmail: string) {
  const { data } = await ringlaneFor(agentEmail).get('contact-lists').json<{ data: unknown[] }>();
  return data;
}
