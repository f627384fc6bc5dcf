import { AxiosError } from 'axios';
import { z } from 'zod';

// Shape RingLedger returns on any non-2xx.
export const RingLedgerErrorBody = z.object({
  error: z.string(),
  details: z
    .array(z.object({ path: z.string().optional(), message: z.string() }))
    .optional(),
});
export type RingLedgerErrorBody = z.infer<typeof RingLedgerErrorBody>;

export type RingLedgerErrorKind =
  | 'bad-key'
  | 'missing-user'
  | 'user-not-found'
  | 'idp-unreachable'
  | 'api-disabled'
  | 'list-not-found'
  | 'rate-limited'
  | 'unknown';

export class RingLedgerError extends Error {
  constructor(
    public readonly kind: RingLedgerErrorKind,
    public readonly status: number,
    message: string,
    public readonly fieldErrors: string[] = [],
  ) {
    super(message);
    this.name = 'RingLedgerError';
  }

  get transient(): boolean {
    return this.kind === 'idp-unreachable' || this.kind === 'rate-limited';
  }
}

export function toRingLedgerError(err: AxiosError): RingLedgerError {
  const status = err.response?.status ?? 0;
  const parsed = RingLedgerErrorBody.safeParse(err.response?.data);
  const message = parsed.success ? parsed.data.error : err.message;
  const fieldErrors = parsed.success
    ? (parsed.data.details ?? []).map((d) => `${d.path ?? '?'}: ${d.message}`)
    : [];

  switch (status) {
    case 401:
      return new RingLedgerError('bad-key', status, message);
    case 400:
      return new RingLedgerError('missing-user', status, message, fieldErrors);
    case 404:
      if (message.toLowerCase() === 'user not found') {
        return new RingLedgerError('user-not-found', status, message);
      }
      return new RingLedgerError('list-not-found', status, message);
    case 502:
      return new RingLedgerError('idp-unreachable', status, message);
    case 503:
      return new RingLedgerError('api-disabled', status, message);
    case 429:
      return new RingLedgerError('rate-limited', status, message);
    default:
      return new RingLedgerError('unknown', status, message, fieldErrors);
  }
}
