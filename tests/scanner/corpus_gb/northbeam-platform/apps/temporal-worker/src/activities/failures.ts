import { ApplicationFailure } from '@temporalio/activity';
import { FetchError } from 'ofetch';

type CallvaneFlatError = { error?: string; details?: { path: string; message: string }[] };

/**
 * Converts an ofetch error from Callvane into a Temporal failure. Non-retryable
 * failures stop the workflow's retry policy immediately.
 */
export function toActivityFailure(err: unknown): never {
  if (!(err instanceof FetchError) || !err.response) {
    throw err;
  }
  const status = err.response.status;
  const data = (err.data ?? {}) as CallvaneFlatError;
  const message = data.error ?? err.message;

  if (status === 401) {
    throw ApplicationFailure.nonRetryable(`Callvane rejected the API key: ${message}`, 'CallvaneAuth');
  }
  if (status === 404 && /user not found/i.test(message)) {
    throw ApplicationFailure.nonRetryable(message, 'CallvaneUserNotFound');
  }
  if (status === 404) {
    throw ApplicationFailure.nonRetryable(message, 'CallvaneListNotFound');
  }
  if (status === 503) {
    // API switched off on their side (maintenance or account flag) - don't hammer it.
    throw ApplicationFailure.nonRetryable('Callvane API disabled on the server', 'CallvaneDisabled');
  }
  if (status === 502 || status === 429) {
    throw ApplicationFailure.retryable(message, 'CallvaneTransient');
  }
  if (status === 422 && data.details?.length) {
    const fields = data.details.map((d) => d.path).join(', ');
    throw ApplicationFailure.nonRetryable(`invalid contact payload: ${fields}`, 'CallvaneValidation');
  }
  throw ApplicationFailure.retryable(message, 'CallvaneUnknown');
}
