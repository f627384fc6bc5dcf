'use strict';

const Stripe = require('stripe');

const stripe = new Stripe(process.env.STRIPE_SECRET_KEY || 'sk_test_placeholder');

exports.handler = async (event) => {
  const sig = event.headers['Stripe-Signature'] || event.headers['stripe-signature'];
  let evt;
  try {
    evt = stripe.webhooks.constructEvent(event.body, sig, process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return { statusCode: 400, body: JSON.stringify({ error: `Webhook Error: ${err.message}` }) };
  }
  if (evt.type === 'checkout.session.completed') {
    console.log('appraisal fee paid', evt.data.object.id);
  }
  return { statusCode: 200, body: '{"received":true}' };
};
