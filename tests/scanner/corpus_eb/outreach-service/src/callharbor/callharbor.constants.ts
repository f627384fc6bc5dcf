export const CALLHARBOR_HTTP = Symbol('CALLHARBOR_HTTP');

export const CallHarborHeaders = {
  apiKey: 'X-Api-Key',
  actingUser: 'X-User-Email',
  requestId: 'X-Request-Id',
} as const;

/** Statuses we retry against CallHarbor (got's retry.statusCodes). */
export const CALLHARBOR_RETRY_STATUSES = [408, 429, 500, 502, 504];
