import got, { HTTPError } from 'got';
import { randomUUID } from 'node:crypto';

// Half-migrated worker: paths and bodies are v2 already (PUT /lists/{id}),
// auth still needs to move to `Authorization: Bearer`.
const calling = got.extend({
  prefixUrl: `${process.env.CALLING_HOST}/api/public/v2`,
  headers: {
    'X-Api-Key': process.env.CALLING_API_KEY!,
    'X-User-Email': process.env.SYNC_OWNER_EMAIL!,
  },
  retry: { limit: 3, statusCodes: [408, 429, 502, 503, 504] },
  timeout: { request: 15_000 },
});

interface CallingList {
  id: number;
  name: string;
  ownerId: string;
  groupName: string | null;
  contactsCount: number;
}

export class OwnerRejected extends Error {}

export async function replaceList(id: number, name: string, ownerId: string, groupName: string | null = null) {
  try {
    return await calling
      .put(`lists/${id}`, {
        json: { name, ownerId, groupName },
        headers: { 'Idempotency-Key': `list-${id}-${randomUUID()}` },
      })
      .json<CallingList>();
  } catch (e) {
    if (e instanceof HTTPError) {
      const body = JSON.parse(String(e.response.body));
      if (body.error?.code === 'invalid_owner') {
        throw new OwnerRejected(`${ownerId} cannot own list ${id}: ${body.error.message}`);
      }
      if (body.error?.code === 'api_v1_retired') {
        throw new Error('prefixUrl points at the retired v1 API');
      }
    }
    throw e;
  }
}

export async function drainChanges(after: string, handle: (c: unknown) => Promise<void>): Promise<string> {
  let cursor = after;
  for (;;) {
    const page = await calling
      .get('changes', { searchParams: { after: cursor, limit: 100 } })
      .json<{ data: unknown[]; nextCursor: string; hasMore: boolean }>();
    for (const change of page.data) await handle(change);
    cursor = page.nextCursor;
    if (!page.hasMore) return cursor;
  }
}
