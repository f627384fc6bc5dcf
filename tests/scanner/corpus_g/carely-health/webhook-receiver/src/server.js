'use strict';

const crypto = require('node:crypto');
const express = require('express');
const Stripe = require('stripe');

const { enqueue } = require('./queue');
const { verifyServiceSignature } = require('./serviceSignature');

const app = express();
const stripe = Stripe(process.env.STRIPE_SECRET_KEY);

const BEACON_LEGACY_SECRET = process.env.BEACON_WEBHOOK_SECRET || '';
const SIG_HEADER = 'x-ringpilot-signature';

// Keep raw bodies: every provider below signs the exact bytes.
app.use(express.raw({ type: '*/*', limit: '1mb' }));

function timingSafeHexEqual(a, b) {
  const ab = Buffer.from(a || '', 'utf8');
  const bb = Buffer.from(b || '', 'utf8');
  return ab.length === bb.length && crypto.timingSafeEqual(ab, bb);
}

// Beacon legacy outbound webhook (call finished / list exhausted)
app.post('/beacon/legacy', async (req, res) => {
  const signature = req.get(SIG_HEADER);
  const expected = crypto.createHmac('sha256', BEACON_LEGACY_SECRET).update(req.body).digest('hex');
  if (!timingSafeHexEqual(signature, expected)) {
    return res.status(401).json({ error: 'bad signature' });
  }
  await enqueue('beacon-legacy', JSON.parse(req.body.toString('utf8')));
  return res.sendStatus(204);
});

// Older Beacon "list exhausted" hook, still configured on two clinics' lists
app.post('/beacon/list-exhausted', async (req, res) => {
  const provided = req.headers['x-ringpilot-signature'];
  const expected = crypto.createHmac('sha256', BEACON_LEGACY_SECRET).update(req.body).digest('hex');
  if (!timingSafeHexEqual(provided, expected)) return res.sendStatus(401);
  await enqueue('beacon-legacy', { kind: 'list-exhausted', ...JSON.parse(req.body.toString('utf8')) });
  return res.sendStatus(204);
});

// Beacon v2 subscription
app.post('/beacon/events', async (req, res) => {
  const ok = verifyServiceSignature(req.get('Service-Signature'), req.body, process.env.BEACON_V2_SIGNING_SECRET);
  if (!ok) return res.sendStatus(401);
  const event = JSON.parse(req.body.toString('utf8'));
  if (event.type === 'webhook.verification') {
    return res.json({ challenge: event.challenge });
  }
  await enqueue('beacon-v2', { id: event.id, type: event.type, resourceType: event.resourceType, resourceId: event.resourceId });
  return res.sendStatus(200);
});

// Stripe billing events for clinic subscriptions
app.post('/stripe', async (req, res) => {
  let event;
  try {
    event = stripe.webhooks.constructEvent(req.body, req.get('Stripe-Signature'), process.env.STRIPE_WEBHOOK_SECRET);
  } catch (err) {
    return res.status(400).send(`Webhook Error: ${err.message}`);
  }
  await enqueue('stripe', event);
  return res.json({ received: true });
});

// GitHub deploy notifications for the #releases channel
app.post('/github', (req, res) => {
  const sig = req.get('X-Hub-Signature-256') || '';
  const expected = 'sha256=' + crypto.createHmac('sha256', process.env.GITHUB_WEBHOOK_SECRET).update(req.body).digest('hex');
  if (!timingSafeHexEqual(sig, expected)) return res.sendStatus(401);
  return res.sendStatus(204);
});

// Slack slash command: /recall-status
app.post('/slack/recall-status', (req, res) => {
  const ts = req.get('X-Slack-Request-Timestamp');
  const base = `v0:${ts}:${req.body.toString('utf8')}`;
  const mine = 'v0=' + crypto.createHmac('sha256', process.env.SLACK_SIGNING_SECRET).update(base).digest('hex');
  if (!timingSafeHexEqual(mine, req.get('X-Slack-Signature'))) return res.sendStatus(401);
  return res.json({ response_type: 'ephemeral', text: 'Recall sync is running.' });
});

app.get('/healthz', (_req, res) => res.json({ ok: true }));

app.listen(process.env.PORT || 8080, () => console.log('webhook-receiver listening'));
