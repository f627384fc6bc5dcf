import http from 'k6/http';
import { check, sleep } from 'k6';
import { Counter } from 'k6/metrics';
import { DIALWAVE } from './lib/config.js';

const idpOutages = new Counter('dialwave_idp_unreachable');

export const options = {
  scenarios: {
    sync: { executor: 'constant-arrival-rate', rate: 20, timeUnit: '1s', duration: '5m', preAllocatedVUs: 40 },
  },
  thresholds: { http_req_failed: ['rate<0.02'], http_req_duration: ['p(95)<800'] },
};

const params = {
  headers: {
    'x-api-key': DIALWAVE.key,
    'x-user-email': DIALWAVE.actingUser,
    'Content-Type': 'application/json',
  },
  tags: { vendor: 'dialwave' },
};

export default function () {
  const list = http.post(`${DIALWAVE.baseUrl}/contact-lists`, JSON.stringify({ name: `k6-${__VU}-${__ITER}` }), params);
  check(list, { 'list created': (r) => r.status === 201 });
  if (list.status === 502) {
    idpOutages.add(1); // Dialwave's IdP hiccup, transient
    sleep(2);
    return;
  }
  const id = list.json('id');
  const phones = Array.from({ length: 50 }, (_, i) => `+1555${String(__ITER).padStart(3, '0')}${String(i).padStart(4, '0')}`);
  const add = http.post(`${DIALWAVE.baseUrl}/contact-lists/${id}/contacts`, JSON.stringify({ phones }), params);
  check(add, {
    'appended': (r) => r.status === 200,
    'not an unknown user': (r) => r.status !== 404 || r.json('error') !== 'user not found',
  });
  http.del(`${DIALWAVE.baseUrl}/contact-lists/${id}`, null, params);
  sleep(1);
}
