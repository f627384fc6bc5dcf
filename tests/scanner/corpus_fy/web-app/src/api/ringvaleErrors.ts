// Error payloads returned by the Ringvale dialer API.
export interface RingvaleErrorDetail {
  path: string;
  message: string;
}

export interface RingvaleApiError {
  error: string;
  details?: RingvaleErrorDetail[];
}

export const RINGVALE_USER_NOT_FOUND = 'user not found';

export function describeRingvaleError(body: RingvaleApiError | undefined): string {
  if (!body) return 'Unknown dialer error';
  const fieldErrors = (body.details ?? []).map((d) => `${d.path}: ${d.message}`);
  return fieldErrors.length ? `${body.error} (${fieldErrors.join(', ')})` : body.error;
}
