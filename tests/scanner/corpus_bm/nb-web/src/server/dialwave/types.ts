export interface ContactList {
  id: string;
  name: string;
  contactCount: number;
  createdAt: string;
}

export interface DialwaveErrorDetail {
  path: string;
  message: string;
}

/** Error payload returned by Dialwave on non-2xx responses. */
export interface DialwaveErrorBody {
  error: string;
  details?: DialwaveErrorDetail[];
}

export class DialwaveHttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: DialwaveErrorBody,
  ) {
    super(`Dialwave ${status}: ${body.error}`);
  }
}
