import http from 'k6/http';
import { check } from 'k6';
import { HARBOR_API } from './lib/config.js';

export const options = { vus: 25, duration: '3m' };

export default function () {
  const res = http.get(`${HARBOR_API.baseUrl}/listings/search?city=Portland`, {
    headers: {
      'x-api-key': HARBOR_API.key,
      'X-User-Email': 'loadtest@harborloop.com',
    },
  });
  check(res, {
    'ok': (r) => r.status === 200,
    'no gateway errors': (r) => r.status !== 502 && r.status !== 503,
  });
  if (res.status === 404) {
    console.warn(`search returned ${res.json('error')}`);
  }
}
