export interface ClientOptions {
  apiKey: string;
  baseUrl?: string;
  /** act as this user (email). Mutually exclusive with actingUserId. */
  actingEmail?: string;
  /** act as this user (IdP subject id). */
  actingUserId?: string;
  timeoutMs?: number;
  retries?: number;
}

export interface ContactList {
  id: string;
  name: string;
  contact_count: number;
  created_at: string;
  updated_at: string;
}

export interface Contact {
  id: string;
  phone: string;
  first_name?: string;
  last_name?: string;
}

export interface ApiErrorPayload {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export interface Page<T> {
  data: T[];
  has_more: boolean;
  next_cursor?: string;
}
