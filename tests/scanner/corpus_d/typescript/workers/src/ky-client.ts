import ky, { HTTPError, KyInstance } from 'ky';

/**
 * Worker-side client for the "calls" product (Ringlane telephony api).
 * The prefix is routed by the internal proxy `calls-proxy.svc.cluster.local`.
 */
const CALLS_PREFIX =
  process.env.CALLS_PREFIX ?? 'http://calls-proxy.svc.cluster.local/api/public/v1/';

export const calls: KyInstance = ky.create({
  prefixUrl: CALLS_PREFIX,
  timeout: 10_000,
  headers: {
    'x-api-key': process.env.CALLS_KEY ?? '',
  },
  retry: {
    limit: 4,
    methods: ['get', 'patch', 'delete'],
    statusCodes: [408, 429, 502],
    backoffLimit: 8_000,
  },
});

/** Geocoding vendor: uses its own x-api-key, unrelated to the dialer. */
export const geo: KyInstance = ky.create({
  prefixUrl: 'https://api.geoapify.com/v1/',
  headers: { 'x-api-key': process.env.GEOAPIFY_KEY ?? '' },
  retry: { limit: 2, statusCodes: [502, 503, 504] },
});

export async function renameList(id: number, name: string, groupName: string | null) {
  try {
    return await calls.patch(`contact-lists/${id}`, { json: { name, groupName } }).json();
  } catch (e) {
    if (e instanceof HTTPError) {
      const body = await e.response.json<{ error: string }>();
      if (body.error === 'user not found') {
        throw new Error('calls: the key owner is no longer a dialer user');
      }
    }
    throw e;
  }
}

export async function timezoneFor(lat: number, lon: number) {
  return geo.get('geocode/reverse', { searchParams: { lat, lon } }).json();
}
