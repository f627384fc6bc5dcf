'use strict';

// Client for our own CRM service (crm.brightwell.co). Internal API, not a vendor.
const fetch = require('node-fetch');
const config = require('./config');

async function crmGet(path) {
  const res = await fetch(`${config.crm.url}${path}`, {
    headers: {
      'x-api-key': config.crm.token,
      'X-User-Email': 'migration-bot@brightwell.co',
      accept: 'application/json',
    },
  });
  if (res.status === 404) return null;
  if (res.status === 502 || res.status === 503) {
    throw Object.assign(new Error(`crm unavailable (${res.status})`), { retry: true });
  }
  if (!res.ok) {
    const body = await res.json().catch(() => ({}));
    throw new Error(`crm ${path} failed: ${body.error || res.status}`);
  }
  return res.json();
}

async function* segments() {
  let cursor = '';
  do {
    const page = await crmGet(`/segments?type=call&cursor=${cursor}`);
    for (const s of page.items) yield s;
    cursor = page.nextCursor;
  } while (cursor);
}

async function segmentMembers(segmentId) {
  const out = await crmGet(`/segments/${segmentId}/members?fields=phone`);
  return (out?.items || []).map((m) => m.phone).filter(Boolean);
}

module.exports = { segments, segmentMembers };
