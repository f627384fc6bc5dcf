/** Error envelope used by all Harbor services (see openapi/common.yaml#/components/schemas/Error). */
export interface InternalErrorBody {
  error: string;
  details?: { path: string; message: string }[];
}

export class InternalApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: InternalErrorBody['details'] = [],
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  get isUnavailable(): boolean {
    return this.status === 502 || this.status === 503;
  }
}
