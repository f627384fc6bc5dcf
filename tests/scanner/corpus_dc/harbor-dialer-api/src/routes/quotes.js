'use strict';

const express = require('express');
const axios = require('axios');
const config = require('../config');

const router = express.Router();

// Internal pricing service sits behind API Gateway with a usage-plan key.
const pricing = axios.create({
  baseURL: config.pricing.url,
  timeout: 5000,
  headers: { 'x-api-key': config.pricing.apiKey },
});

router.get('/:zip', async (req, res, next) => {
  try {
    const { data } = await pricing.get(`/quotes/${req.params.zip}`, {
      headers: { 'X-User-Id': req.user.id || 'anonymous' },
    });
    res.json(data);
  } catch (err) {
    const status = err.response && err.response.status;
    if (status === 404) return res.status(404).json({ error: 'No pricing for that zip' });
    if (status === 502 || status === 503) {
      return res.status(503).json({ error: 'Pricing service unavailable, try again' });
    }
    next(err);
  }
});

module.exports = router;
