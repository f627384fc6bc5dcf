/** Body Callspring returned before v2 (still seen while FF_CALLSPRING_V2 is off). */
export interface CallspringV1ErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export interface CallspringV2ErrorBody {
  error: { code: string; message: string; request_id?: string };
}

export class CallspringApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'CallspringApiError';
  }
}

export async function toApiError(res: Response): Promise<CallspringApiError> {
  const body: any = await res.json().catch(() => ({}));

  if (body && typeof body.error === 'object' && body.error !== null) {
    const e = (body as CallspringV2ErrorBody).error;
    return new CallspringApiError(res.status, e.code, e.message, res.status === 429 || res.status >= 500);
  }

  // legacy v1 shape
  const msg: string = typeof body?.error === 'string' ? body.error : res.statusText;
  if (res.status === 404 && msg === 'user not found') {
    return new CallspringApiError(404, 'user_not_found', msg, false);
  }
  if (res.status === 503) {
    return new CallspringApiError(503, 'api_disabled', msg, false);
  }
  const retryable = [429, 502].includes(res.status);
  return new CallspringApiError(res.status, 'legacy_error', msg, retryable);
}
