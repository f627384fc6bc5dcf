#!/usr/bin/env node
// Deletes Dialhub contact lists that nobody touched in STALE_DAYS days.
// usage: DRY_RUN=1 node jobs/cleanup_stale_lists.js
'use strict';

const axios = require('axios');

const STALE_DAYS = Number(process.env.STALE_DAYS || 180);
const DRY_RUN = !!process.env.DRY_RUN;

const dialhub = axios.create({
  baseURL: process.env.DIALHUB_BASE_URL || 'https://api.dialhub.io/api/public/v1',
  timeout: 20000,
  headers: {
    'X-API-Key': process.env.DIALHUB_API_KEY,
    'X-User-Email': process.env.DIALHUB_ACTING_EMAIL || 'revops-bot@northwind.com',
  },
});

const slack = axios.create({ baseURL: 'https://slack.com/api', headers: { Authorization: `Bearer ${process.env.SLACK_BOT_TOKEN}` } });

function describe(err) {
  if (!err.response) return err.message;
  const msg = err.response.data && err.response.data.error;
  if (err.response.status === 404 && /user not found/i.test(msg || '')) {
    return `acting user ${process.env.DIALHUB_ACTING_EMAIL} is not in Okta`;
  }
  return `${err.response.status} ${msg}`;
}

async function main() {
  const cutoff = Date.now() - STALE_DAYS * 86400 * 1000;
  const { data } = await dialhub.get('/contact-lists', { params: { per_page: 500 } });
  const stale = data.data.filter((l) => Date.parse(l.updated_at) < cutoff);
  for (const list of stale) {
    if (DRY_RUN) {
      console.log(`[dry-run] would delete ${list.id} ${list.name}`);
      continue;
    }
    try {
      await dialhub.delete(`/contact-lists/${list.id}`);
    } catch (err) {
      console.error(`failed ${list.id}: ${describe(err)}`);
    }
  }
  await slack.post('/chat.postMessage', { channel: '#revops-alerts', text: `Deleted ${stale.length} stale Dialhub lists` });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
