export interface DialwiseContactList {
  id: string;
  name: string;
  owner: string;
  contactCount: number;
  createdAt: string;
}

export interface DialwiseValidationDetail {
  path: string;
  message: string;
}

/** Error body returned by the Dialwise public API. */
export interface DialwiseErrorBody {
  error: string;
  details?: DialwiseValidationDetail[];
}
