// Hourly: renames Ringlane lists to match campaign names in the warehouse
// and reports list sizes to CloudWatch.
import { CloudWatchClient, PutMetricDataCommand } from '@aws-sdk/client-cloudwatch';

const cw = new CloudWatchClient({});
const base = process.env.RINGLANE_URL;

async function ringlane(method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: {
      'X-Api-Key': process.env.RINGLANE_KEY,
      'x-user-id': process.env.RINGLANE_ACTING_USER_ID,
      'Content-Type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) {
    const err = await res.json().catch(() => ({}));
    const e = new Error(err.error || res.statusText);
    e.status = res.status;
    throw e;
  }
  return res.status === 204 ? null : res.json();
}

export const handler = async () => {
  let lists;
  try {
    lists = await ringlane('GET', '/contact-lists?limit=200');
  } catch (e) {
    if (e.status === 502 || e.status === 503) {
      console.warn('ringlane not available this hour', e.status, e.message);
      return { skipped: true };
    }
    throw e;
  }

  const renames = JSON.parse(process.env.CAMPAIGN_RENAMES ?? '{}');
  for (const list of lists) {
    const wanted = renames[list.name];
    if (wanted) {
      await ringlane('PATCH', `/contact-lists/${list.id}`, { name: wanted });
    }
  }

  await cw.send(
    new PutMetricDataCommand({
      Namespace: 'Brightwater/Dialer',
      MetricData: lists.map((l) => ({
        MetricName: 'ListSize',
        Dimensions: [{ Name: 'List', Value: l.name }],
        Value: l.contactCount,
      })),
    }),
  );
  return { lists: lists.length };
};
