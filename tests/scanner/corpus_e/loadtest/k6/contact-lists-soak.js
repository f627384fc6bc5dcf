// k6 soak test for the calling-service integration layer.
// Run: k6 run -e ENV=staging loadtest/k6/contact-lists-soak.js
import http from 'k6/http';
import { check, sleep, group } from 'k6';
import { Rate } from 'k6/metrics';

const ENVIRONMENTS = {
  staging: {
    calling: 'https://calls-staging.pinecrest.tech/api/public/v1',
    auth: 'https://auth-staging.pinecrest.tech',
  },
  prod: {
    calling: 'https://calls.pinecrest.tech/api/public/v2',
    auth: 'https://auth.pinecrest.tech',
  },
};

const target = ENVIRONMENTS[__ENV.ENV || 'staging'];
const failures = new Rate('calling_failures');

export const options = {
  scenarios: {
    soak: { executor: 'constant-vus', vus: 20, duration: '30m' },
  },
  thresholds: {
    calling_failures: ['rate<0.01'],
    http_req_duration: ['p(95)<800'],
  },
};

export function setup() {
  // our own auth service: client-credentials token for the BFF checks below
  const res = http.post(`${target.auth}/oauth/token`, {
    grant_type: 'client_credentials',
    client_id: __ENV.K6_CLIENT_ID,
    client_secret: __ENV.K6_CLIENT_SECRET,
  });
  if (res.status !== 200) {
    throw new Error(`token request failed: ${res.json('error')}`);
  }
  return { token: res.json('access_token') };
}

export default function (data) {
  const headers = {
    'X-API-KEY': __ENV.CALLING_KEY,
    'Content-Type': 'application/json',
  };

  group('list reads', () => {
    const res = http.get(`${target.calling}/lists/4711/contacts?limit=50`, { headers, tags: { name: 'list-contacts' } });
    const ok = check(res, {
      'status is 200': (r) => r.status === 200,
      'has data array': (r) => Array.isArray(r.json('data')),
    });
    failures.add(!ok);
  });

  group('bff health', () => {
    const res = http.get('https://bff.pinecrest.tech/v1/health', {
      headers: { Authorization: `Bearer ${data.token}` },
    });
    check(res, { 'bff up': (r) => r.status !== 502 && r.status !== 503 });
  });

  sleep(1);
}
