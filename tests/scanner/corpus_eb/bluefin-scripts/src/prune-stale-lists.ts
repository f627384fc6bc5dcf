import { HTTPError } from 'ky';
import { ch } from './callharbor.js';

type ListRow = { id: string; name: string; size: number; updated_at: string };

const cutoff = Date.now() - 1000 * 60 * 60 * 24 * 90;
const { data } = await ch.get('contact-lists', { searchParams: { per_page: 500 } }).json<{ data: ListRow[] }>();

for (const list of data) {
  if (Date.parse(list.updated_at) > cutoff || list.size > 0) continue;
  try {
    await ch.delete(`contact-lists/${list.id}`);
    console.log(`deleted ${list.name}`);
  } catch (e) {
    if (e instanceof HTTPError && e.response.status === 404) continue; // already gone
    throw e;
  }
}
