'use strict';

const express = require('express');
const dialstream = require('../dialstream/client');
const { requireAppUser } = require('../middleware/auth');

const router = express.Router();

// The mobile apps call /bff/lists with their own X-User-Id; we resolve the rep's
// email and act on their behalf upstream.
router.use(requireAppUser);

router.get('/', async (req, res, next) => {
  try {
    const lists = await dialstream.listContactLists(req.appUser.email);
    res.json({ items: lists.data ?? lists });
  } catch (err) {
    next(err);
  }
});

router.post('/:listId/contacts', async (req, res, next) => {
  const phones = (req.body.phones || []).filter(Boolean);
  if (phones.length === 0) {
    return res.status(400).json({ error: 'phones must not be empty' });
  }
  try {
    const result = await dialstream.addContacts(req.appUser.email, req.params.listId, phones);
    res.status(201).json(result);
  } catch (err) {
    next(err);
  }
});

router.delete('/:listId', async (req, res, next) => {
  try {
    await dialstream.deleteContactList(req.appUser.email, req.params.listId);
    res.status(204).end();
  } catch (err) {
    if (err.status === 404) {
      return res.status(404).json({ error: 'list not found' });
    }
    next(err);
  }
});

module.exports = router;
