export interface ContactList {
  id: string;
  name: string;
  ownerEmail: string;
  contactCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ListContact {
  phone: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  externalId?: string;
}

export interface AppendResult {
  added: number;
  skipped: number;
}
