export interface RinglaneErrorDetail {
  path: string;
  message: string;
}

/** Body returned by Ringlane on 4xx/5xx */
export interface RinglaneErrorBody {
  error: string;
  details?: RinglaneErrorDetail[];
}

export class RinglaneError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details: RinglaneErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'RinglaneError';
  }

  /** "phone: must be E.164; name: too long" */
  describeDetails(): string {
    return this.details.map((d) => `${d.path}: ${d.message}`).join('; ');
  }
}

export async function toRinglaneError(res: Response): Promise<RinglaneError> {
  let body: Partial<RinglaneErrorBody> = {};
  try {
    body = (await res.json()) as Partial<RinglaneErrorBody>;
  } catch {
    // non-JSON body (load balancer page etc.)
  }
  const msg = typeof body.error === 'string' ? body.error : `HTTP ${res.status}`;
  return new RinglaneError(res.status, msg, body.details ?? []);
}

export const isUserNotFound = (e: RinglaneError): boolean =>
  e.status === 404 && e.message.toLowerCase() === 'user not found';

export const isApiDisabled = (e: RinglaneError): boolean => e.status === 503;

export const isListGone = (e: RinglaneError): boolean =>
  e.status === 404 && e.message === 'contact list not found';
