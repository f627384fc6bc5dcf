export interface RingLoomErrorDetail {
  path: string;
  message: string;
}

/** Body returned by RingLoom on any non-2xx response. */
export interface RingLoomErrorBody {
  error: string;
  details?: RingLoomErrorDetail[];
}

export class RingLoomError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: RingLoomErrorBody | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'RingLoomError';
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.body?.error === 'user not found';
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  get isIdentityProviderDown(): boolean {
    return this.status === 502;
  }

  get isListNotFound(): boolean {
    return /contact list not found/i.test(this.body?.error ?? '');
  }

  static async fromResponse(res: Response): Promise<RingLoomError> {
    let body: RingLoomErrorBody | undefined;
    try {
      body = (await res.json()) as RingLoomErrorBody;
    } catch {
      body = undefined;
    }
    const summary = body?.error ?? res.statusText;
    const fieldErrors = (body?.details ?? []).map((d) => `${d.path}: ${d.message}`).join('; ');
    return new RingLoomError(res.status, body, fieldErrors ? `${summary} (${fieldErrors})` : summary);
  }
}
