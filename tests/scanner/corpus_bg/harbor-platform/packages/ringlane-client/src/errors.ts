export interface RinglaneErrorDetail {
  path: string;
  message: string;
}

/** Body returned by Ringlane on 4xx/5xx. */
export interface RinglaneErrorBody {
  error: string;
  details?: RinglaneErrorDetail[];
}

export class RinglaneApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: RinglaneErrorBody | undefined,
  ) {
    super(body?.error ?? `Ringlane request failed with ${status}`);
    this.name = 'RinglaneApiError';
  }

  get isUserNotFound(): boolean {
    return this.status === 404 && this.body?.error === 'user not found';
  }

  get isListNotFound(): boolean {
    return this.status === 404 && /contact list not found/i.test(this.body?.error ?? '');
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.body?.details ?? []) {
      out[d.path] = d.message;
    }
    return out;
  }
}
