'use strict';

const express = require('express');
const dialstack = require('../services/dialstack');
const mailchimp = require('../services/mailchimp');

const router = express.Router();

function upstreamError(res, err) {
  const status = err.response?.status;
  if (status === 503) {
    return res.status(503).json({ message: 'Dialstack integration is disabled upstream' });
  }
  if (status === 404 && err.response.data?.error === 'user not found') {
    return res.status(403).json({ message: 'Your login is not provisioned in Dialstack' });
  }
  const msg = err.response?.data?.error || err.message;
  return res.status(502).json({ message: msg });
}

router.get('/', async (req, res) => {
  try {
    res.json(await dialstack.forUser(req.user).lists({ per_page: 100 }));
  } catch (err) {
    upstreamError(res, err);
  }
});

router.post('/:id/phones', async (req, res) => {
  try {
    await dialstack.forUser(req.user).addPhones(req.params.id, req.body.phones);
    res.status(204).end();
  } catch (err) {
    upstreamError(res, err);
  }
});

// newsletter audiences live in Mailchimp, not Dialstack
router.post('/:id/newsletter', async (req, res) => {
  try {
    await mailchimp.addMembers(req.params.id, req.body.emails);
    res.status(204).end();
  } catch (err) {
    if (err.response?.status === 404) return res.status(404).json({ error: 'audience not found' });
    res.status(502).json({ error: err.response?.data?.detail || 'mailchimp error' });
  }
});

module.exports = router;
