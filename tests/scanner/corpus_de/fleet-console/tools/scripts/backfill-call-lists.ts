#!/usr/bin/env ts-node
/**
 * One-off: copy every region's "idle drivers" segment into a Callhive list.
 *   npx ts-node tools/scripts/backfill-call-lists.ts --region=tx --as=ops-bot@northbeam.io
 */
import axios, { AxiosError } from 'axios';
import { Client } from 'pg';

const CALLHIVE = process.env.CALLHIVE_BASE_URL ?? 'https://api.callhive.io/api/public/v1';
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));

const ch = axios.create({
  baseURL: CALLHIVE,
  headers: {
    'X-Api-Key': process.env.CALLHIVE_API_KEY ?? 'chv_9pLx2WqT7mZb4NcK0rVs8Hd1Fy',
    'x-user-email': args.as ?? 'ops-bot@northbeam.io',
  },
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function withRetry<T>(fn: () => Promise<T>, tries = 4): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    const status = (e as AxiosError).response?.status;
    if (tries > 1 && (status === 429 || status === 502)) {
      await sleep(1000 * (5 - tries));
      return withRetry(fn, tries - 1);
    }
    throw e;
  }
}

async function main() {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const { rows } = await db.query('select phone from drivers where region = $1 and last_active < now() - interval \'30 days\'', [args.region]);
  const { data: list } = await withRetry(() => ch.post('/contact-lists', { name: `Idle drivers ${args.region}` }));
  for (let i = 0; i < rows.length; i += 500) {
    const phones = rows.slice(i, i + 500).map((r) => r.phone);
    await withRetry(() => ch.post(`/contact-lists/${list.id}/contacts`, { phones }));
  }
  console.log(`list ${list.id}: ${rows.length} drivers`);
  await db.end();
}

main().catch((e: AxiosError<{ error: string }>) => {
  if (e.response?.status === 404) console.error('Acting user is not a Callhive user:', e.response.data.error);
  else console.error(e.response?.data ?? e);
  process.exit(1);
});
