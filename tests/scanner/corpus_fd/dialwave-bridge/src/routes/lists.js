const express = require('express');
const { createDialwaveClient } = require('../dialwave/client');
const { DialwaveDisabledError, DialwaveUnknownActorError } = require('../dialwave/errors');
const chunk = (xs, n) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

const router = express.Router();

router.post('/:listId/members', express.json(), async (req, res, next) => {
  try {
    const client = createDialwaveClient({ actingUserId: req.actor.oktaId });
    let added = 0;
    for (const batch of chunk(req.body.members || [], 100)) {
      const result = await client.appendContacts(req.params.listId, batch);
      added += result.added || batch.length;
    }
    res.status(201).json({ added });
  } catch (err) {
    next(err);
  }
});

router.delete('/:listId/members/:phone', async (req, res, next) => {
  try {
    await createDialwaveClient({ actingUserId: req.actor.oktaId }).removeContact(req.params.listId, req.params.phone);
    res.sendStatus(204);
  } catch (err) {
    next(err);
  }
});

router.use((err, req, res, next) => {
  if (err instanceof DialwaveDisabledError) return res.status(503).json({ error: 'dialer_unavailable' });
  if (err instanceof DialwaveUnknownActorError) return res.status(403).json({ error: 'no_dialer_seat' });
  return next(err);
});

module.exports = router;
