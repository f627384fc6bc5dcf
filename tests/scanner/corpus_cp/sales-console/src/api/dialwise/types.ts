export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  ownerEmail: string;
  createdAt: string;
}

export interface DialwiseFieldError {
  path: string;
  message: string;
}

export interface DialwiseErrorResponse {
  error: string;
  details?: DialwiseFieldError[];
}
