'use strict';

const express = require('express');
const ringlane = require('../ringlane/client');

const router = express.Router();

const wrap = (fn) => (req, res, next) => fn(req, res).catch(next);

// GET /api/lists -> proxies to Ringlane with the logged-in rep as acting user
router.get('/', wrap(async (req, res) => {
  const data = await ringlane.listContactLists(req.user.email, { page: req.query.page });
  res.json(data);
}));

router.get('/:id', wrap(async (req, res) => {
  try {
    const list = await ringlane.getContactList(req.user.email, req.params.id);
    res.json(list);
  } catch (err) {
    if (err.isListNotFound) return res.status(404).json({ error: 'List not found' });
    if (err.status === 404 && err.message === 'user not found') {
      return res.status(403).json({ error: 'You are not set up in Ringlane' });
    }
    throw err;
  }
}));

router.post('/', wrap(async (req, res) => {
  if (!req.body.name) return res.status(400).json({ error: 'name is required' });
  const list = await ringlane.createContactList(req.user.email, req.body.name);
  res.status(201).json(list);
}));

router.patch('/:id', wrap(async (req, res) => {
  const list = await ringlane.renameContactList(req.user.email, req.params.id, req.body.name);
  res.json(list);
}));

router.delete('/:id', wrap(async (req, res) => {
  await ringlane.deleteContactList(req.user.email, req.params.id);
  res.status(204).end();
}));

router.post('/:id/contacts', wrap(async (req, res) => {
  const phones = (req.body.phones || []).map((p) => String(p).replace(/[^\d+]/g, ''));
  const result = await ringlane.addContacts(req.user.email, req.params.id, phones);
  res.json(result);
}));

// Bulk import from the CSV uploader; runs as the rep's IdP id rather than email.
router.post('/:id/import', wrap(async (req, res) => {
  const { data } = await ringlane.ringlane.post(`/contact-lists/${req.params.id}/contacts`, {
    phones: req.body.rows.map((r) => r.phone),
  }, {
    headers: { 'X-User-Id': req.user.id },
  });
  res.json({ imported: data.added });
}));

router.delete('/:id/contacts/:phone', wrap(async (req, res) => {
  await ringlane.removeContact(req.user.email, req.params.id, req.params.phone);
  res.status(204).end();
}));

module.exports = router;
