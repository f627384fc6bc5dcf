#!/usr/bin/env node
// One-off: copy every rep's Callvane contact lists into the warehouse staging table.
// Usage: CALLVANE_API_KEY=... node scripts/backfill-lists.mjs reps.csv > lists.ndjson
import { readFileSync } from 'node:fs';
import { ofetch } from 'ofetch';

const BASE = process.env.CALLVANE_BASE_URL || 'https://api.callvane.com/api/public/v1';
const reps = readFileSync(process.argv[2], 'utf8').split('\n').slice(1).filter(Boolean);

for (const line of reps) {
  const [email] = line.split(',');
  let cursor;
  do {
    let page;
    try {
      page = await ofetch(`${BASE}/contact-lists`, {
        headers: {
          'x-api-key': process.env.CALLVANE_API_KEY,
          'x-user-id': email,
        },
        query: cursor ? { cursor, limit: 100 } : { limit: 100 },
        retry: 3,
        retryStatusCodes: [429, 502],
      });
    } catch (err) {
      if (err.status === 404 && err.data?.error === 'user not found') {
        console.error(`skip ${email}: no Callvane seat`);
        break;
      }
      throw err;
    }
    for (const list of page.data) {
      process.stdout.write(JSON.stringify({ rep: email, ...list }) + '\n');
    }
    cursor = page.nextCursor;
  } while (cursor);
}
