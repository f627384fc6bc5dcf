import { ResponseError } from '../src/generated/talkrail-sdk/runtime';
import type { ErrorResponse } from '../src/generated/talkrail-sdk/models';

export type UiError = { status: number; title: string; retry: boolean };

export async function toUiError(err: unknown): Promise<UiError> {
  if (!(err instanceof ResponseError)) {
    return { status: 500, title: 'Unexpected error', retry: false };
  }
  const status = err.response.status;
  let body: Partial<ErrorResponse> = {};
  try {
    body = await err.response.json();
  } catch {
    /* empty body */
  }
  const msg = body.error ?? err.message;
  const fieldHints = (body.details ?? []).map((d) => `${d.path}: ${d.message}`);
  switch (status) {
    case 404:
      if (msg === 'user not found') {
        return { status, title: 'Your Talkrail seat is not set up yet. Ask RevOps.', retry: false };
      }
      return { status, title: 'List not found', retry: false };
    case 502:
      return { status, title: 'Talkrail could not reach Okta, try again', retry: true };
    case 503:
      return { status, title: 'Talkrail API is switched off for our account', retry: false };
    default:
      return { status, title: [msg, ...fieldHints].join(' / '), retry: status === 429 };
  }
}
