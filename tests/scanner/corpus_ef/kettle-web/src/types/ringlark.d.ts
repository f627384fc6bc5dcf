export interface RingLarkContactList {
  id: string;
  name: string;
  owner: string | null;
  contactCount: number;
  createdAt: string;
}

export interface RingLarkErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}
