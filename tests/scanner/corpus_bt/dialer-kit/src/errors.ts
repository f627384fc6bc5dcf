import type { DialwiseErrorBody } from './types';

export class DialwiseError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: DialwiseErrorBody['details'] = [],
  ) {
    super(message);
    this.name = 'DialwiseError';
  }

  get isUnknownUser(): boolean {
    return this.status === 404 && this.message === 'user not found';
  }

  get isApiDisabled(): boolean {
    return this.status === 503;
  }

  get isTransient(): boolean {
    return this.status === 429 || this.status === 502;
  }

  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const d of this.details ?? []) out[d.path] = d.message;
    return out;
  }
}

export async function toDialwiseError(res: Response): Promise<DialwiseError> {
  let body: Partial<DialwiseErrorBody> = {};
  try {
    body = (await res.json()) as DialwiseErrorBody;
  } catch {
    /* non-JSON body from the load balancer */
  }
  return new DialwiseError(body.error ?? `Dialwise responded ${res.status}`, res.status, body.details);
}
