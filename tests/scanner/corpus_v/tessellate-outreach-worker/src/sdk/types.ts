export interface DialforgeClientOptions {
  apiKey: string;
  actingUserId: string;
  timeoutMs?: number;
}

export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export interface Contact {
  phone: string;
  firstName?: string;
  lastName?: string;
}

export interface V1ErrorDetail {
  path: string;
  message: string;
}

export interface V1ErrorBody {
  error: string;
  details?: V1ErrorDetail[];
}
