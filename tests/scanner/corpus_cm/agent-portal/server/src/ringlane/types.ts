export interface ContactList {
  id: string;
  name: string;
  owner: string;
  contactCount: number;
  createdAt: string;
}

export interface RinglaneErrorDetail {
  path: string;
  message: string;
}

export interface RinglaneErrorBody {
  error: string;
  details?: RinglaneErrorDetail[];
}

export interface Paginated<T> {
  data: T[];
  nextCursor?: string | null;
}
