// Shape of an error body returned by the CallForge public API.
export interface CallforgeErrorDetail {
  path: string;
  message: string;
}

export interface CallforgeErrorBody {
  error: string;
  details?: CallforgeErrorDetail[];
}

export class CallforgeApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: CallforgeErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'CallforgeApiError';
  }
}
