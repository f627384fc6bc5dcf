export type ContactListStatus = "active" | "archived";

export interface ContactList {
  id: string;
  name: string;
  status: ContactListStatus;
  contactCount: number;
  ownerEmail: string;
  createdAt: string;
  updatedAt: string;
}

export interface ContactInput {
  phone: string; // E.164
  firstName?: string;
  lastName?: string;
  company?: string;
  customFields?: Record<string, string>;
}

export interface CreateContactListInput {
  name: string;
  contacts?: ContactInput[];
}

export interface UpdateContactListInput {
  name?: string;
  status?: ContactListStatus;
}

export interface AppendContactsResult {
  added: number;
  skipped: number;
}

export interface Call {
  id: string;
  contactPhone: string;
  direction: "outbound" | "inbound";
  durationSeconds: number;
  disposition: string | null;
  startedAt: string;
}

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** Error payload returned by the public API. */
export interface CallwrightErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}
