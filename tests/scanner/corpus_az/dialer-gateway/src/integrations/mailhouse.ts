// Mailhouse = our email nurture vendor. Unrelated to Callspring despite the similar list API.
import { config } from '../config/env';

const MAILHOUSE_BASE = 'https://api.mailhouse.io/v1';

export async function addToNurtureList(listId: string, email: string) {
  const res = await fetch(`${MAILHOUSE_BASE}/contact-lists/${listId}/contacts`, {
    method: 'POST',
    headers: { 'x-api-key': config.mailhouse.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (res.status === 404) {
    const body = await res.json();
    throw new Error(`mailhouse: ${body.error}`);
  }
  if (res.status === 502 || res.status === 503) {
    throw new Error('mailhouse temporarily unavailable');
  }
}
