// Lightweight client used by the click-to-call widget (no axios in that bundle).
import ky from 'ky';

export const dialerKy = (apiKey: string, idpUserId: string) =>
  ky.create({
    prefixUrl: 'https://api.callcrate.io/api/public/v1',
    timeout: 10_000,
    retry: { limit: 2, statusCodes: [408, 429, 502] },
    headers: {
      'X-API-KEY': apiKey,
      'x-user-id': idpUserId,
    },
    hooks: {
      afterResponse: [
        async (_req, _opts, res) => {
          if (res.status === 503) {
            window.dispatchEvent(new CustomEvent('callcrate:disabled'));
          }
        },
      ],
    },
  });

export async function startCall(apiKey: string, idpUserId: string, phone: string) {
  return dialerKy(apiKey, idpUserId).post('calls', { json: { to: phone } }).json<{ callId: string }>();
}
