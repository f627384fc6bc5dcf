export interface ContactList {
  id: string;
  name: string;
  size: number;
  ownerEmail: string;
}

/** Error body returned by the legacy (v1) API. */
export interface LegacyErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

/** Error body returned by v2. */
export interface V2ErrorBody {
  error: {
    code: string;
    message: string;
    requestId?: string;
  };
}

export type Audience = { id: string; name: string; memberCount: number };
