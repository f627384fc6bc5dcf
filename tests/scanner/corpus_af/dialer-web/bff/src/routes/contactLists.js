const express = require('express');
const ringlane = require('../ringlane/client');
const { toHttpError } = require('../ringlane/errors');

const router = express.Router();

// Browser -> BFF routes. These are OUR routes, the BFF proxies to the dialer.
router.get('/api/contact-lists', async (req, res) => {
  try {
    res.json(await ringlane.listContactLists(req.user));
  } catch (err) {
    const e = toHttpError(err);
    res.status(e.status).json({ error: e.message });
  }
});

router.post('/api/contact-lists/:id/contacts', async (req, res) => {
  try {
    res.status(201).json(await ringlane.appendContacts(req.user, req.params.id, req.body.phones));
  } catch (err) {
    const e = toHttpError(err);
    res.status(e.status).json({ error: e.message });
  }
});

module.exports = router;
