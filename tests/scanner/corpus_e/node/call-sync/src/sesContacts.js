'use strict';

// Keeps the marketing opt-out list in sync with Amazon SES v2 contact lists and
// tells the internal preferences API. Nothing here talks to the calling service.
const fetch = require('node-fetch');
const aws4 = require('aws4');

const REGION = process.env.AWS_REGION || 'eu-west-1';
const SES_HOST = `email.${REGION}.amazonaws.com`;
const PREFS_API = 'https://prefs.internal.pinecrest.tech/api/v1';

async function sesRequest(method, path, body) {
  const opts = aws4.sign({
    host: SES_HOST,
    method,
    path,
    service: 'ses',
    region: REGION,
    headers: { 'Content-Type': 'application/json' },
    body: body ? JSON.stringify(body) : undefined,
  });
  const res = await fetch(`https://${SES_HOST}${path}`, opts);
  if (res.status === 404) return null; // contact not on the list
  if (!res.ok) {
    const err = await res.json();
    throw new Error(`SES ${res.status}: ${err.message}`);
  }
  return res.status === 204 ? {} : res.json();
}

async function optOut(email) {
  await sesRequest('PUT', `/v2/email/contact-lists/marketing/contacts/${encodeURIComponent(email)}`, {
    UnsubscribeAll: true,
  });

  const res = await fetch(`${PREFS_API}/opt-outs`, {
    method: 'POST',
    headers: {
      'x-api-key': process.env.PREFS_API_KEY,
      'X-User-Email': email,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ channel: 'email', source: 'ses-sync' }),
  });
  if (res.status === 503) {
    // prefs API in maintenance window; the nightly reconcile job will catch up
    return false;
  }
  if (!res.ok) {
    const body = await res.json();
    throw new Error(`prefs api: ${body.error}`);
  }
  return true;
}

module.exports = { optOut, lookup: (email) => sesRequest('GET', `/v2/email/contact-lists/marketing/contacts/${encodeURIComponent(email)}`) };
