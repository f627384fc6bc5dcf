import ky, { HTTPError } from 'ky';

import { env } from '@/config/env';
import { useSessionStore } from '@/store/sessionStore';

/**
 * Harborline's own backend. It identifies the agent via X-User-Id (Cognito sub)
 * in addition to the bearer token, see harborline-api/src/middleware/actor.ts.
 */
export const backend = ky.create({
  prefixUrl: env.backendUrl,
  timeout: 20_000,
  retry: { limit: 2, statusCodes: [408, 502, 503, 504] },
  hooks: {
    beforeRequest: [
      (request) => {
        const { token, user } = useSessionStore.getState();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
        if (user) request.headers.set('X-User-Id', user.id);
      },
    ],
  },
});

export class BackendError extends Error {
  constructor(public status: number, message: string) {
    super(message);
  }
}

export async function unwrapBackendError(e: unknown): Promise<never> {
  if (e instanceof HTTPError) {
    const body = await e.response.json<{ error?: string }>().catch(() => ({} as { error?: string }));
    if (e.response.status === 503) {
      throw new BackendError(503, 'Harborline is down for maintenance');
    }
    throw new BackendError(e.response.status, body.error ?? e.message);
  }
  throw e;
}

export type Listing = { id: string; address: string; price: number };

export const listingsApi = {
  mine: () => backend.get('v1/listings/mine').json<Listing[]>(),
  leads: (listingId: string) => backend.get(`v1/listings/${listingId}/leads`).json(),
};
