export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  updatedAt: string;
}

/** Error body returned by the legacy Dialstream API. */
export interface LegacyDialstreamError {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

/** v2 problem body. */
export interface DialstreamProblem {
  error: { code: string; message: string; requestId: string };
}
