export interface NewContact {
  phone: string;
  firstName?: string;
  lastName?: string;
  company?: string;
}

export interface ContactList {
  id: string;
  name: string;
  size: number;
  createdAt: string;
}

export interface ContactListPage {
  data: ContactList[];
  nextCursor: string | null;
}

/** Per-row result of a bulk append. */
export interface AppendResult {
  phone: string;
  ok: boolean;
  error?: string;
}
