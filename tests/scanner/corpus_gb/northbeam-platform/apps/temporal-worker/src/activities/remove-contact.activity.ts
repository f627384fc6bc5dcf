import { log } from '@temporalio/activity';
import { FetchError } from 'ofetch';
import { callvaneFetch } from './callvane-fetch';
import { toActivityFailure } from './failures';

/** Called when a homeowner opts out (TCPA). Must be idempotent. */
export async function removeFromDialer(listId: string, phoneE164: string): Promise<void> {
  const api = callvaneFetch();
  try {
    await api(`/contact-lists/${listId}/contacts/${encodeURIComponent(phoneE164)}`, { method: 'DELETE' });
  } catch (err) {
    if (err instanceof FetchError && err.response?.status === 404 && err.data?.error === 'contact not found') {
      log.info('contact already gone', { listId });
      return;
    }
    toActivityFailure(err);
  }
}

export async function deleteStaleList(listId: string): Promise<void> {
  const api = callvaneFetch();
  try {
    await api(`/contact-lists/${listId}`, { method: 'DELETE' });
  } catch (err) {
    toActivityFailure(err);
  }
}
