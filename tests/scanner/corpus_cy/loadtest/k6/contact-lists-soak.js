import http from 'k6/http';
import { sleep } from 'k6';
import { RINGSTEAD, ringsteadHeaders } from './lib/config.js';
import { classifyRingstead, okish } from './lib/checks.js';

export const options = {
  scenarios: {
    soak: {
      executor: 'constant-arrival-rate',
      rate: 5,
      timeUnit: '1s',
      duration: '30m',
      preAllocatedVUs: 20,
    },
  },
  thresholds: {
    http_req_failed: ['rate<0.02'],
    'http_req_duration{name:append}': ['p(95)<800'],
    ringstead_idp_unavailable: ['count<10'],
  },
};

export function setup() {
  const res = http.post(
    `${RINGSTEAD.baseUrl}/contact-lists`,
    JSON.stringify({ name: `k6-soak-${Date.now()}` }),
    { headers: ringsteadHeaders() },
  );
  okish(res, 'create list');
  return { listId: res.json('id') };
}

function randomPhone() {
  return '+1512555' + String(Math.floor(Math.random() * 10000)).padStart(4, '0');
}

export default function (data) {
  const phone = randomPhone();
  const res = http.post(
    `${RINGSTEAD.baseUrl}/contact-lists/${data.listId}/contacts`,
    JSON.stringify({ contacts: [{ phone }] }),
    { headers: ringsteadHeaders(), tags: { name: 'append' } },
  );
  classifyRingstead(res);
  okish(res, 'append');

  if (Math.random() < 0.3) {
    http.del(`${RINGSTEAD.baseUrl}/contact-lists/${data.listId}/contacts/${encodeURIComponent(phone)}`, null, {
      headers: ringsteadHeaders(),
      tags: { name: 'remove' },
    });
  }
  sleep(0.1);
}

export function teardown(data) {
  http.del(`${RINGSTEAD.baseUrl}/contact-lists/${data.listId}`, null, { headers: ringsteadHeaders() });
}
