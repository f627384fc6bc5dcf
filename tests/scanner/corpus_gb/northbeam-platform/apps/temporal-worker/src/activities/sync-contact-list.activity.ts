import { Context, log } from '@temporalio/activity';
import { callvaneFetch } from './callvane-fetch';
import { toActivityFailure } from './failures';

export interface SyncInput {
  repEmail: string;
  listName: string;
  leads: Array<{ phone: string; firstName?: string; lastName?: string; crmId: string }>;
}

const BATCH = 250;

export async function ensureContactList(repEmail: string, listName: string): Promise<string> {
  const api = callvaneFetch(repEmail);
  try {
    const existing = await api<{ data: Array<{ id: string; name: string }> }>('/contact-lists', {
      query: { name: listName },
    });
    const hit = existing.data.find((l) => l.name === listName);
    if (hit) return hit.id;
    const created = await api<{ id: string }>('/contact-lists', { method: 'POST', body: { name: listName } });
    return created.id;
  } catch (err) {
    toActivityFailure(err);
  }
}

export async function pushLeads(listId: string, input: SyncInput): Promise<number> {
  const api = callvaneFetch(input.repEmail);
  let added = 0;
  for (let i = 0; i < input.leads.length; i += BATCH) {
    Context.current().heartbeat({ offset: i });
    const chunk = input.leads.slice(i, i + BATCH).map((l) => ({
      phone: l.phone,
      firstName: l.firstName,
      lastName: l.lastName,
      externalId: l.crmId,
    }));
    try {
      const res = await api<{ added: number }>(`/contact-lists/${listId}/contacts`, {
        method: 'POST',
        body: { contacts: chunk },
      });
      added += res.added;
    } catch (err) {
      toActivityFailure(err);
    }
  }
  log.info('pushed leads', { listId, added });
  return added;
}
