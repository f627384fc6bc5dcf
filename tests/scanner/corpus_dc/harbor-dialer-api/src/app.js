'use strict';

const express = require('express');
const bodyParser = require('body-parser');
const requireUser = require('./middleware/requireUser');
const listsRouter = require('./routes/lists');
const quotesRouter = require('./routes/quotes');
const ringlaneWebhook = require('./webhooks/ringlane');
const stripeWebhook = require('./webhooks/stripe');
const { RinglaneError } = require('./ringlane/errors');
const logger = require('./logger');

const app = express();

// Webhooks need the raw body for signature checks.
app.post('/webhooks/ringlane', bodyParser.raw({ type: 'application/json' }), ringlaneWebhook);
app.post('/webhooks/stripe', bodyParser.raw({ type: 'application/json' }), stripeWebhook);

app.use(express.json({ limit: '1mb' }));
app.get('/healthz', (req, res) => res.json({ ok: true }));

app.use('/api', requireUser);
app.use('/api/lists', listsRouter);
app.use('/api/quotes', quotesRouter);

// eslint-disable-next-line no-unused-vars
app.use((err, req, res, next) => {
  if (err instanceof RinglaneError) {
    if (err.isApiDisabled) {
      return res.status(503).json({ error: 'Dialer integration is temporarily unavailable' });
    }
    if (err.isUserNotFound) {
      return res.status(403).json({ error: 'Your login is not provisioned in Ringlane yet. Ask sales ops.' });
    }
    if (err.status === 502) {
      res.set('Retry-After', '5');
      return res.status(503).json({ error: 'Ringlane sign-in lookup failed, retry shortly' });
    }
    return res.status(502).json({ error: err.message, requestId: err.requestId });
  }
  logger.error({ err }, 'unhandled error');
  return res.status(500).json({ error: 'Internal server error' });
});

module.exports = app;
