/* One-off: copy every Callspring contact list into our warehouse staging table. */
import { Client } from 'pg';

const BASE = process.env.CALLSPRING_V1_URL ?? 'https://api.callspring.com/api/public/v1';
const KEY = process.env.CALLSPRING_API_KEY!;

async function main() {
  const pg = new Client({ connectionString: process.env.WAREHOUSE_URL });
  await pg.connect();
  const res = await fetch(`${BASE}/contact-lists?limit=500`, {
    headers: { 'X-Api-Key': KEY, 'X-User-Id': '00u1a2b3c4D5e6F7g8h9' },
  });
  if (!res.ok) {
    const { error, details } = await res.json();
    console.error(`backfill failed: ${error}`, details?.map((d: any) => `${d.path}: ${d.message}`));
    process.exit(1);
  }
  const { data } = await res.json();
  for (const list of data) {
    await pg.query('insert into stg_callspring_lists(id, name, size) values ($1, $2, $3) on conflict do nothing', [
      list.id,
      list.name,
      list.contact_count,
    ]);
  }
  await pg.end();
}

main();
