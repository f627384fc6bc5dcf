export interface DialforgeContactList {
  id: string;
  name: string;
  contact_count: number;
  created_at: string;
}

export interface DialforgeFieldIssue {
  path: string;
  message: string;
}

/** Error body returned by the Dialforge public API. */
export interface DialforgeV1Error {
  error: string;
  details?: DialforgeFieldIssue[];
}
