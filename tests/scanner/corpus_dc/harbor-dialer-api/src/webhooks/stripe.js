'use strict';

const Stripe = require('stripe');
const config = require('../config');
const logger = require('../logger');

const stripe = new Stripe(config.stripe.secretKey, { apiVersion: '2023-10-16' });

module.exports = function stripeWebhook(req, res) {
  const sig = req.headers['stripe-signature'];
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, sig, config.stripe.webhookSecret);
  } catch (err) {
    logger.warn({ err: err.message }, 'stripe signature verification failed');
    return res.status(400).json({ error: `Webhook Error: ${err.message}` });
  }
  logger.info({ type: event.type }, 'stripe event');
  return res.json({ received: true });
};
