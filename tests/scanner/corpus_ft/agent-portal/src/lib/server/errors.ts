import { RingCoveRequestError } from './ringcove';

export type FriendlyError = { title: string; body: string; retryable: boolean };

export function describeRingCoveError(e: unknown): FriendlyError {
  if (!(e instanceof RingCoveRequestError)) {
    return { title: 'Something went wrong', body: 'Please try again.', retryable: true };
  }
  if (e.status === 404 && e.payload?.error === 'user not found') {
    return {
      title: 'No dialer seat',
      body: 'Your email is not linked to a RingCove user. Ask your team lead to add you.',
      retryable: false,
    };
  }
  if (e.status === 503) {
    return { title: 'Dialer is switched off', body: 'The RingCove API is disabled for Harborview.', retryable: false };
  }
  if (e.status === 429) {
    return { title: 'Slow down', body: 'Too many requests to the dialer. Try again in a minute.', retryable: true };
  }
  const first = e.payload?.details?.[0];
  return {
    title: 'Dialer rejected the request',
    body: first ? `${first.path}: ${first.message}` : e.message,
    retryable: false,
  };
}
