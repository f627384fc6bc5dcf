export interface DialwellContactList {
  id: string;
  name: string;
  contact_count: number;
  owner_email: string;
}

export interface DialwellErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}
