const Stripe = require('stripe');
const config = require('../config');

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY);

// Store deposits paid from the rep's tablet.
module.exports = function stripeWebhook(req, res) {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.rawBody, req.get('stripe-signature'), config.stripeWebhookSecret);
  } catch (err) {
    return res.status(400).json({ error: `Webhook Error: ${err.message}` });
  }
  if (event.type === 'payment_intent.succeeded') {
    // TODO mark deposit paid
  }
  return res.json({ received: true });
};
