export interface ContactList {
  id: string;
  name: string;
  owner: string;
  contactCount: number;
  createdAt: string;
}

export interface Contact {
  phone: string;
  firstName?: string;
  lastName?: string;
  company?: string;
}

export interface DialwiseErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export type ActingUser = { email: string } | { idpUserId: string };

export interface DialerKitOptions {
  apiKey: string;
  host?: string;
  timeoutMs?: number;
  maxRetries?: number;
}
