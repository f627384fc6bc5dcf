'use strict';

const express = require('express');
const Stripe = require('stripe');
const config = require('../config');
const logger = require('../logger');

const stripe = new Stripe(config.stripe.secretKey);
const router = express.Router();

router.post('/', express.raw({ type: 'application/json' }), (req, res) => {
  const sig = req.headers['stripe-signature'];
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, config.stripe.webhookSecret);
  } catch (err) {
    logger.warn({ err: err.message }, 'stripe signature check failed');
    return res.status(400).json({ error: 'invalid signature' });
  }

  switch (event.type) {
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      logger.info({ id: event.data.object.id }, 'subscription changed');
      break;
    default:
      break;
  }
  res.json({ received: true });
});

module.exports = router;
