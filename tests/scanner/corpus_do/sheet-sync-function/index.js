'use strict';

const functions = require('@google-cloud/functions-framework');
const { SecretManagerServiceClient } = require('@google-cloud/secret-manager');
const { ringlyneClient, RinglyneError } = require('./lib/ringlyne');
const { requireUser } = require('./lib/auth');
const { verifyRinglyneWebhook } = require('./lib/webhook');

const secrets = new SecretManagerServiceClient();
let cachedKey;

async function ringlyneKey() {
  if (!cachedKey) {
    const [v] = await secrets.accessSecretVersion({
      name: 'projects/tidewater-ops/secrets/ringlyne-api-key/versions/latest',
    });
    cachedKey = v.payload.data.toString('utf8').trim();
  }
  return cachedKey;
}

// Called by Cloud Scheduler and by the Google Sheet (via Apps Script) with
// { listId, phones: [...] }.
functions.http('syncContacts', async (req, res) => {
  const user = requireUser(req, res);
  if (!user) return;
  const { listId, phones = [] } = req.body || {};
  if (!listId) return res.status(400).json({ error: 'listId is required' });

  const rl = ringlyneClient({ apiKey: await ringlyneKey(), actingUser: process.env.RINGLYNE_ACTING_USER });
  try {
    const result = await rl.appendContacts(listId, phones);
    res.json({ appended: result.appended ?? phones.length });
  } catch (err) {
    if (err instanceof RinglyneError) {
      res.status(err.retryable ? 503 : 422).json({ error: err.message });
      return;
    }
    throw err;
  }
});

functions.http('ringlyneWebhook', verifyRinglyneWebhook, (req, res) => {
  console.log(JSON.stringify({ severity: 'INFO', message: 'call outcome', call: req.body.call_id }));
  res.status(204).end();
});
