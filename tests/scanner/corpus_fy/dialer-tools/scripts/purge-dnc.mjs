#!/usr/bin/env node
// Removes numbers on the do-not-call register from every Ringvale contact list.
// Usage: node scripts/purge-dnc.mjs dnc.csv
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import pLimit from 'p-limit';
import { rv } from './lib/ringvale.mjs';

const file = process.argv[2];
if (!file) {
  console.error('usage: purge-dnc.mjs <file.csv>');
  process.exit(1);
}

const rows = parse(await readFile(file), { columns: true });
const phones = rows.map((r) => r.phone.trim()).filter(Boolean);
const lists = await rv('GET', '/contact-lists');
const limit = pLimit(4);

let removed = 0;
await Promise.all(
  lists.flatMap((list) =>
    phones.map((phone) =>
      limit(async () => {
        try {
          await rv('DELETE', `/contact-lists/${list.id}/contacts/${encodeURIComponent(phone)}`);
          removed++;
        } catch (e) {
          if (!String(e.message).includes('404')) throw e;
        }
      }),
    ),
  ),
);
console.log(`removed ${removed} entries from ${lists.length} lists`);
