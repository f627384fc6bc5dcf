import { ofetch } from 'ofetch';
import { callvaneConfig } from '@northbeam/config';

// ofetch instance used by activities. Kept separate from the ky client in
// libs/callvane-client because activities need raw status codes for Temporal retry decisions.
export function callvaneFetch(actAs?: string) {
  const cfg = callvaneConfig();
  return ofetch.create({
    baseURL: cfg.baseUrl,
    timeout: cfg.timeoutMs,
    retry: 0, // Temporal owns retries
    headers: {
      'X-API-Key': cfg.apiKey,
      'X-User-Email': actAs ?? cfg.actingUserEmail,
    },
  });
}
