import ky, { HTTPError } from 'ky';
import { API_KEY_HEADER, ACTING_USER_HEADER, TRACE_HEADER } from './headers';

const CALLING_BASE =
  process.env.CALLING_BASE_URL ?? 'https://calls.example.net/api/public/v1';

export interface ContactList {
  id: number;
  name: string;
  groupName: string | null;
  contactsCount: number;
}

interface CallingErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export function callingClient(apiKey: string, actingEmail: string) {
  return ky.create({
    prefixUrl: CALLING_BASE,
    timeout: 15_000,
    headers: {
      [API_KEY_HEADER]: apiKey,
      [ACTING_USER_HEADER]: actingEmail,
      [TRACE_HEADER]: crypto.randomUUID(),
    },
    retry: { limit: 3, methods: ['get', 'patch'], statusCodes: [502, 503] },
  });
}

export async function renameList(apiKey: string, actingEmail: string, id: number, name: string) {
  const api = callingClient(apiKey, actingEmail);
  try {
    return await api.patch(`contact-lists/${id}`, { json: { name } }).json<ContactList>();
  } catch (err) {
    if (err instanceof HTTPError) {
      const body = (await err.response.json()) as CallingErrorBody;
      if (body.error === 'user not found') {
        throw new Error(`acting user ${actingEmail} is unknown to the calling service`);
      }
      throw new Error(`calling: ${err.response.status}`);
    }
    throw err;
  }
}

// Geocoding API (unrelated) retries its own gateway errors.
export const geo = ky.create({
  prefixUrl: 'https://geo.example-maps.com/v1',
  headers: { 'x-api-key': process.env.GEO_KEY ?? '' },
  retry: { limit: 2, statusCodes: [502, 503, 504] },
});
