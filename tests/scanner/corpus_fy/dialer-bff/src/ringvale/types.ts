export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export interface ContactInput {
  phone: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  customFields?: Record<string, string>;
}
