'use strict';

const { verifyDialwiseWebhook } = require('@harborly/dialer-kit');
const log = require('pino')({ name: 'handleCallEvent' });

// Dialwise webhooks land on API Gateway -> SQS; we get the raw body + headers.
module.exports = async function handleCallEvent(message) {
  const { rawBody, headers } = JSON.parse(message.Body);
  const ok = verifyDialwiseWebhook(Buffer.from(rawBody, 'base64'), headers, process.env.DIALWISE_WEBHOOK_SECRET);
  if (!ok) {
    log.warn({ sig: headers['x-dialwise-signature'] }, 'bad signature, dropping');
    return;
  }
  const event = JSON.parse(Buffer.from(rawBody, 'base64').toString('utf8'));
  log.info({ type: event.type, callId: event.data && event.data.id }, 'call event');
};
