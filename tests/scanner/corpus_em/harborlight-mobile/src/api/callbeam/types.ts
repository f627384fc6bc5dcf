export interface CallbeamContactList {
  id: string;
  name: string;
  owner: string;
  contact_count: number;
  updated_at: string;
}

export interface CallbeamContactInput {
  phone: string;
  first_name?: string;
  last_name?: string;
}

/** Error body returned by the Callbeam public API. */
export interface CallbeamErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}
