// Sendloop: email nurture sequences. Their "contact lists" are email lists, not dialer lists.
import { request } from 'undici';
import pRetry from 'p-retry';
import { config } from '../config.js';

export async function addSubscriber(listId: string, email: string, firstName?: string) {
  return pRetry(async () => {
    const res = await request(`${config.SENDLOOP_BASE_URL}/contact-lists/${listId}/subscribers`, {
      method: 'POST',
      headers: { 'x-api-key': config.SENDLOOP_API_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, first_name: firstName }),
    });
    if (res.statusCode === 502 || res.statusCode === 503) {
      throw new Error(`sendloop ${res.statusCode}`);
    }
    if (res.statusCode >= 400) {
      const body = (await res.body.json()) as { error: string };
      throw new pRetry.AbortError(body.error);
    }
    return res.body.json();
  }, { retries: 4 });
}
