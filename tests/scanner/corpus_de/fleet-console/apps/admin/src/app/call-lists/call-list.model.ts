export interface CallList {
  id: string;
  name: string;
  description?: string;
  contactCount: number;
  ownerEmail: string;
  createdAt: string;
}

export interface CallListPage {
  data: CallList[];
  page: number;
  perPage: number;
  total: number;
}

/** Body Callhive returns on failure. */
export interface CallhiveFailure {
  error: string;
  details?: { path: string; message: string }[];
}
