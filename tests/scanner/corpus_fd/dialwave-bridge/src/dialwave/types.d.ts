export interface DialwaveContact {
  phone: string;
  name?: string;
  external_id?: string;
}

export interface DialwaveContactList {
  id: string;
  name: string;
  size: number;
  created_at: string;
}

/** Error body returned by the public API. */
export interface DialwaveErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}
