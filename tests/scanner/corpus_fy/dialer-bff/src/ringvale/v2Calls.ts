import fetch from 'node-fetch';
import { config } from '../config.js';

// Migrated to Ringvale v2 in PLAT-812. Keep the rest of the client on this shape when porting.
const V2_BASE = `${config.ringvale.host}/api/public/v2`;

interface V2Problem {
  error: { code: string; message: string; requestId: string };
}

export async function listCalls(opts: { contactListId?: string; userEmail: string }) {
  const url = new URL(`${V2_BASE}/calls`);
  if (opts.contactListId) url.searchParams.set('audience_id', opts.contactListId);
  url.searchParams.set('agent', opts.userEmail);

  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${config.ringvale.v2Key}`, accept: 'application/json' },
  });
  if (!res.ok) {
    const problem = (await res.json()) as V2Problem;
    if (problem.error.code === 'rate_limited') {
      throw Object.assign(new Error('rate limited'), { status: 429 });
    }
    throw Object.assign(new Error(problem.error.message), { status: res.status, code: problem.error.code });
  }
  return res.json();
}
