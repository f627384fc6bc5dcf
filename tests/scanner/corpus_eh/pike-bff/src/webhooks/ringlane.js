const crypto = require('crypto');
const config = require('../config');
const push = require('../push');

// Ringlane posts call.completed / list.imported events here.
module.exports = function ringlaneWebhook(req, res) {
  const signature = req.get('X-Ringlane-Signature') || '';
  const expected = crypto
    .createHmac('sha256', config.ringlane.webhookSecret)
    .update(req.rawBody)
    .digest('hex');
  const ok =
    signature.length === expected.length &&
    crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
  if (!ok) return res.status(401).json({ error: 'bad signature' });

  const event = JSON.parse(req.rawBody.toString('utf8'));
  if (event.type === 'list.imported') {
    push.notifyRep(event.data.owner_email, { type: 'call_list_ready', list_id: event.data.list_id });
  }
  return res.sendStatus(204);
};
