export interface PhonelarkError {
  error: string;
  details?: { path: string; message: string }[];
}

export interface ContactInput {
  phone: string;
  first_name?: string;
  notes?: string;
}
