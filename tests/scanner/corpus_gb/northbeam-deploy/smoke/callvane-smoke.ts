/**
 * Post-deploy smoke test for the dialer integration. Run from the deploy pipeline:
 *   npx tsx smoke/callvane-smoke.ts staging
 * Creates a throwaway list, appends a test number, deletes it again, and replays a
 * recorded webhook against the receiver.
 */
import ky, { HTTPError } from 'ky';
import { createHmac } from 'node:crypto';

const envName = process.argv[2] ?? 'staging';
const HOSTS: Record<string, string> = {
  staging: 'https://sandbox.callvane.com/api/public/v1',
  production: 'https://api.callvane.com/api/public/v1',
};
const RECEIVERS: Record<string, string> = {
  staging: 'https://hooks.staging.northbeamsolar.com/webhooks/callvane',
  production: 'https://hooks.northbeamsolar.com/webhooks/callvane',
};

type FlatError = { error: string; details?: { path: string; message: string }[] };

const api = ky.create({
  prefixUrl: HOSTS[envName],
  headers: {
    'x-api-key': process.env.CALLVANE_API_KEY ?? '',
    'x-user-email': process.env.SMOKE_ACTOR ?? 'smoke@northbeamsolar.com',
  },
  retry: { limit: 2, statusCodes: [429, 502, 504] },
});

async function explain(err: unknown): Promise<string> {
  if (!(err instanceof HTTPError)) return String(err);
  const body = (await err.response.json().catch(() => ({}))) as Partial<FlatError>;
  if (err.response.status === 503) return 'Callvane API disabled on the server for this account';
  if (err.response.status === 404 && body.error === 'user not found') return 'smoke actor has no Callvane seat';
  const fields = (body.details ?? []).map((d) => `${d.path} ${d.message}`).join('; ');
  return `${err.response.status} ${body.error ?? ''} ${fields}`.trim();
}

async function listRoundTrip() {
  const list = await api.post('contact-lists', { json: { name: `smoke-${Date.now()}` } }).json<{ id: string }>();
  await api.post(`contact-lists/${list.id}/contacts`, { json: { contacts: [{ phone: '+15005550006' }] } });
  await api.delete(`contact-lists/${list.id}/contacts/%2B15005550006`);
  await api.delete(`contact-lists/${list.id}`);
}

async function webhookReplay() {
  const body = JSON.stringify({ type: 'call.completed', data: { id: 'call_smoke' } });
  const t = Date.now();
  const v1 = createHmac('sha256', process.env.CALLVANE_V2_WEBHOOK_SECRET ?? '').update(`${t}.${body}`).digest('hex');
  const res = await fetch(`${RECEIVERS[envName]}/v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Service-Signature': `t=${t},v1=${v1}` },
    body,
  });
  if (res.status !== 204) throw new Error(`receiver answered ${res.status}`);
}

async function slackNotify(text: string) {
  if (!process.env.SLACK_WEBHOOK_URL) return;
  await ky.post(process.env.SLACK_WEBHOOK_URL, { json: { text } });
}

try {
  await listRoundTrip();
  await webhookReplay();
  await slackNotify(`:white_check_mark: dialer smoke passed on ${envName}`);
} catch (err) {
  const why = await explain(err);
  await slackNotify(`:x: dialer smoke failed on ${envName}: ${why}`);
  console.error(why);
  process.exit(1);
}
