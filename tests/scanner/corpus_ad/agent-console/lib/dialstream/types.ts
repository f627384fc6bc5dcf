export interface ContactList {
  id: string;
  name: string;
  owner: string;
  size: number;
}

export interface DialstreamErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

export class DialstreamApiError extends Error {
  constructor(public status: number, public body: DialstreamErrorBody) {
    super(body.error);
  }
}
