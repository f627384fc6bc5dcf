export interface RingdeckOptions {
  host: string; // e.g. https://api.ringdeck.com
  apiKey: string;
  actingUserEmail: string;
}

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

/** Error body returned by Ringdeck v1 */
export interface RingdeckV1ErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

/** v2 problem body -- used by the new service */
export interface RingdeckV2Problem {
  error: { code: string; message: string; requestId?: string };
}
