export interface ContactList {
  id: string;
  name: string;
  campaign?: string;
  contactCount: number;
  createdAt: string;
}

export interface ContactInput {
  phone: string;
  name?: string;
  externalId?: string;
}

/** Error body returned by Ringlane on any 4xx/5xx. */
export interface RinglaneErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}
