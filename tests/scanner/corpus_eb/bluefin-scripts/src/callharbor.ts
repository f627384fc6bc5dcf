import ky, { HTTPError } from 'ky';

const HOST = process.env.CALLHARBOR_URL ?? 'https://api.callharbor.io';

export const ch = ky.create({
  prefixUrl: `${HOST}/api/public/v1`,
  headers: {
    'X-API-KEY': process.env.CALLHARBOR_API_KEY ?? 'chk_9vTq3XwB7nLp2RzM5kYd8HsA',
    'X-USER-EMAIL': process.env.CALLHARBOR_ACTING_USER_EMAIL ?? 'ops-scripts@bluefinpayroll.com',
  },
  timeout: 30_000,
  retry: { limit: 4, statusCodes: [429, 502], backoffLimit: 10_000 },
});

export async function describeError(e: unknown): Promise<string> {
  if (e instanceof HTTPError) {
    const body = (await e.response.json().catch(() => ({}))) as { error?: string; details?: { path: string; message: string }[] };
    const extra = (body.details ?? []).map((d) => `${d.path}=${d.message}`).join(', ');
    return `${e.response.status} ${body.error ?? e.message}${extra ? ` (${extra})` : ''}`;
  }
  return String(e);
}
