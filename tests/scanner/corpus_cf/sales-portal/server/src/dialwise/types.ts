export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export interface NewContact {
  phone: string;
  firstName?: string;
  lastName?: string;
  crmId?: string;
}

export interface DialwiseErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}
