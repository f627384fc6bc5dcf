export type CallHarborErrorPayload = {
  error?: string;
  details?: { path: string; message: string }[];
};

export type ContactList = {
  id: string;
  name: string;
  description: string | null;
  contact_count: number;
  created_at: string;
};

export type ListContact = {
  id: string;
  phone: string;
  first_name?: string;
  last_name?: string;
  company?: string;
};

export type AppendResult = { added: number; skipped: number };
