import pLimit from 'p-limit';
import { readFileSync } from 'node:fs';
import { ch, describeError } from './callharbor.js';

// Usage: npm run backfill -- employers.csv
const [, , csvPath] = process.argv;
const rows = readFileSync(csvPath, 'utf8').trim().split('\n').slice(1).map((l) => l.split(','));

const limit = pLimit(4);

await Promise.all(
  rows.map(([employerId, phone]) =>
    limit(async () => {
      try {
        await ch.post(`contact-lists/enroll-${employerId}/contacts`, { json: { contacts: [{ phone }] } });
        console.log(`ok ${employerId} ${phone}`);
      } catch (e) {
        const msg = await describeError(e);
        if (msg.startsWith('503')) {
          console.error('CallHarbor public API disabled for workspace, aborting');
          process.exit(2);
        }
        console.error(`fail ${employerId} ${phone}: ${msg}`);
      }
    }),
  ),
);
