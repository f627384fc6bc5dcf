#!/usr/bin/env node
'use strict';

// One-off backfill: copies the "Q3 renewals" segment from HubSpot into a calling
// list. Written for the 2024 renewal push; still run by hand each quarter.
const superagent = require('superagent');

const HUBSPOT = 'https://api.hubapi.com/crm/v3/objects/contacts';
const CALLS = process.env.CALLS_LEGACY_URL; // e.g. https://calls.pinecrest.tech/api/public/...

const LIST_ID = Number(process.argv[2]);
const ACTING_USER = process.argv[3] || 'renewals-team@pinecrest.tech';

async function hubspotContacts(after) {
  const res = await superagent
    .get(HUBSPOT)
    .query({ limit: 100, after, properties: 'phone,firstname,lastname' })
    .set('Authorization', `Bearer ${process.env.HUBSPOT_TOKEN}`)
    .retry(3, (err, r) => r && (r.status === 502 || r.status === 503));
  return res.body;
}

async function main() {
  let after;
  let pushed = 0;
  do {
    const page = await hubspotContacts(after);
    const phones = page.results.map((c) => c.properties.phone).filter(Boolean);
    if (phones.length) {
      await superagent
        .post(`${CALLS}/contact-lists/${LIST_ID}/contacts`)
        .set('Authorization', `Bearer ${process.env.CALLS_API_KEY}`)
        .set('X-User-Email', ACTING_USER)
        .send({ phones });
      pushed += phones.length;
    }
    after = page.paging && page.paging.next && page.paging.next.after;
  } while (after);
  console.log(`pushed ${pushed} phones into list ${LIST_ID}`);
}

main().catch((err) => {
  const detail = err.response && err.response.body ? JSON.stringify(err.response.body) : err.message;
  console.error('backfill failed:', detail);
  process.exit(1);
});
