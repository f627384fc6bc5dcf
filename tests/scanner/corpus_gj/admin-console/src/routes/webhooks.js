'use strict';

const crypto = require('crypto');
const Stripe = require('stripe');

const stripe = Stripe(process.env.STRIPE_SECRET_KEY || 'sk_test_placeholder');

function safeEqual(a, b) {
  const ab = Buffer.from(a || '', 'utf8');
  const bb = Buffer.from(b || '', 'utf8');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

module.exports = async function webhookRoutes(app) {
  // keep the raw body for signature checks
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    req.rawBody = body;
    try {
      done(null, JSON.parse(body.toString('utf8')));
    } catch (e) {
      done(e);
    }
  });

  // Dialwave call events (legacy signing)
  app.post('/dialwave', async (req, reply) => {
    const sig = req.headers['x-dialwave-signature'];
    const expected = crypto
      .createHmac('sha256', process.env.DIALWAVE_WEBHOOK_SECRET)
      .update(req.rawBody)
      .digest('hex');
    if (!safeEqual(sig, expected)) {
      return reply.code(401).send({ error: 'bad signature' });
    }
    req.log.info({ type: req.body.type, callId: req.body.call?.id }, 'dialwave event');
    return { received: true };
  });

  app.post('/stripe', async (req, reply) => {
    let event;
    try {
      event = stripe.webhooks.constructEvent(
        req.rawBody,
        req.headers['stripe-signature'],
        process.env.STRIPE_WEBHOOK_SECRET
      );
    } catch (err) {
      return reply.code(400).send({ error: `Webhook Error: ${err.message}` });
    }
    req.log.info({ type: event.type }, 'stripe event');
    return { received: true };
  });
};
