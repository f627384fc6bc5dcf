import http from 'k6/http';
import { check, sleep } from 'k6';
import { CHECKOUT, checkoutHeaders } from './lib/config.js';

export const options = {
  vus: 5,
  duration: '1m',
  thresholds: { http_req_failed: ['rate<0.01'] },
};

export default function () {
  const res = http.post(
    `${CHECKOUT.baseUrl}/quotes`,
    JSON.stringify({ lane: 'AUS-DFW', weightKg: 1200 }),
    { headers: checkoutHeaders('k6@quarrystone.com') },
  );
  check(res, {
    'quote created': (r) => r.status === 201,
    'no upstream 502': (r) => r.status !== 502,
  });
  if (res.status === 503) {
    // checkout returns 503 during deploys; back off
    sleep(5);
  }
  if (res.status >= 400) {
    console.error(`checkout error: ${res.json('error')}`);
  }
  sleep(1);
}
