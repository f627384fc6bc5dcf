import { FetchError, ofetch } from "ofetch";
import {
  DEFAULT_TIMEOUT_MS,
  DIALWAVE_BASE_PATH,
  DIALWAVE_DEFAULT_HOST,
  HEADER_ACTING_USER,
  HEADER_API_KEY,
  RETRYABLE_STATUSES,
} from "./constants";
import { contactListsResource } from "./contact-lists";
import { type DialwaveErrorBody, toDialwaveError } from "./errors";

export interface DialwaveClientOptions {
  apiKey: string;
  actingUserEmail: string;
  host?: string;
  fetch?: typeof globalThis.fetch;
}

export function createDialwaveClient(opts: DialwaveClientOptions) {
  const $fetch = ofetch.create({
    baseURL: `${opts.host ?? DIALWAVE_DEFAULT_HOST}${DIALWAVE_BASE_PATH}`,
    timeout: DEFAULT_TIMEOUT_MS,
    retry: 2,
    retryDelay: 400,
    retryStatusCodes: [...RETRYABLE_STATUSES],
    headers: {
      [HEADER_API_KEY]: opts.apiKey,
      [HEADER_ACTING_USER]: opts.actingUserEmail,
      accept: "application/json",
    },
    fetch: opts.fetch,
    onResponseError({ error }) {
      if (error instanceof FetchError) {
        throw toDialwaveError(error as FetchError<DialwaveErrorBody>);
      }
    },
  });

  return {
    contactLists: contactListsResource($fetch),
  };
}

export type DialwaveClient = ReturnType<typeof createDialwaveClient>;
