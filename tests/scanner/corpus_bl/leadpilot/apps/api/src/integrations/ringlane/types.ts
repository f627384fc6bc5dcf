export interface RinglaneContactList {
  id: string;
  name: string;
  ownerId: string;
  contactCount: number;
  createdAt: string;
}

export interface RinglaneContactInput {
  phone: string; // E.164
  firstName?: string;
  lastName?: string;
  company?: string;
  externalId?: string;
}

/** Error body returned by the public API. */
export interface RinglaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

/** v2 problem shape (see client.v2.ts) */
export interface RinglaneV2ErrorBody {
  error: { code: string; message: string; requestId: string };
}
