/** Shape of a Callhive failure body. */
export interface CallhiveErrorBody {
  error: string;
  details?: Array<{ path: string; message: string }>;
}

export class CallhiveApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: CallhiveErrorBody['details'] = []
  ) {
    super(message);
    this.name = 'CallhiveApiError';
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && /user not found/i.test(this.message);
  }

  get isListNotFound(): boolean {
    return this.status === 404 && !this.isUserNotFound;
  }
}

export function isRetryableStatus(status: number): boolean {
  switch (status) {
    case 429:
    case 502:
      return true;
    default:
      return false;
  }
}

export function describeStatus(status: number): string {
  if (status === 401) return 'Callhive rejected the shared API key';
  if (status === 400) return 'Acting user header missing';
  if (status === 503) return 'Callhive public API disabled on their side';
  return `Callhive HTTP ${status}`;
}

export async function toCallhiveError(res: Response): Promise<CallhiveApiError> {
  let body: Partial<CallhiveErrorBody> = {};
  try {
    body = await res.json();
  } catch {
    /* empty body */
  }
  const msg = typeof body.error === 'string' ? body.error : describeStatus(res.status);
  return new CallhiveApiError(res.status, msg, body.details ?? []);
}
