export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

export interface ContactList {
  id: string;
  name: string;
  ownerEmail: string;
  size: number;
  createdAt: string;
  updatedAt: string;
}

export interface ContactListInput {
  name: string;
  description?: string;
  dedupe?: boolean;
}
