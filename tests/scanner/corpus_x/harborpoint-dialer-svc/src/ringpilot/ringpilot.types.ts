export interface ContactList {
  id: string;
  name: string;
  description?: string;
  contactCount: number;
  createdAt: string;
}

export interface AppendContactsRequest {
  contacts: Array<{ phone: string; firstName?: string; lastName?: string }>;
}

export interface RingPilotErrorDetail {
  path: string;
  message: string;
}

export interface RingPilotErrorBody {
  error: string;
  details?: RingPilotErrorDetail[];
}
