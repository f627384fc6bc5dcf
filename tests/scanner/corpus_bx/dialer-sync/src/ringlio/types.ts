export interface ContactList {
  id: string;
  name: string;
  owner_id: string;
  contact_count: number;
  created_at: string;
}

export interface Paginated<T> {
  data: T[];
  page: number;
  per_page: number;
  total: number;
}

/** Error body returned by the Ringlio public API */
export interface RinglioErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}
