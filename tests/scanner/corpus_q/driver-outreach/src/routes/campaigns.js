'use strict';

const express = require('express');
const ringdeck = require('../ringdeck/client');
const logger = require('../logger');

const router = express.Router();

// our own web app sends X-User-Email / X-User-Id (set by the gateway after SSO)
router.use((req, res, next) => {
  req.actor = { email: req.get('x-user-email'), id: req.get('x-user-id') };
  if (!req.actor.email) return res.status(401).json({ error: 'unauthenticated' });
  return next();
});

router.post('/:loadId/call-list', express.json(), async (req, res) => {
  try {
    const list = await ringdeck.createContactList(`load-${req.params.loadId}`);
    await ringdeck.addContacts(list.id, req.body.phones || []);
    res.status(201).json({ listId: list.id });
  } catch (err) {
    if (err.userNotFound) {
      return res.status(500).json({ error: 'outreach service user missing in Ringdeck' });
    }
    if (err.apiDisabled) {
      return res.status(503).json({ error: 'calling disabled' });
    }
    logger.error(err);
    return res.status(502).json({ error: 'upstream failure' });
  }
});

module.exports = router;
