import fetch from 'node-fetch';

export const RINGVALE_HOST = process.env.RINGVALE_HOST || 'https://api.ringvale.com';
export const API_VERSION = 'v1';
export const BASE = `${RINGVALE_HOST}/api/public/${API_VERSION}`;

const KEY = process.env.RINGVALE_API_KEY;
const ACTOR = process.env.RINGVALE_ACTOR_EMAIL || 'ops-bot@leadloop.io';

export async function rv(method, path, body) {
  const res = await fetch(BASE + path, {
    method,
    headers: {
      'X-API-Key': KEY,
      'X-User-Email': ACTOR,
      'Content-Type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (res.status === 502) {
    // identity provider hiccup on their side; caller retries
    const e = new Error('ringvale idp unreachable');
    e.retry = true;
    throw e;
  }
  if (!res.ok) {
    const data = await res.json().catch(() => ({}));
    throw new Error(`${method} ${path} -> ${res.status}: ${data.error ?? res.statusText}`);
  }
  return res.status === 204 ? null : res.json();
}
