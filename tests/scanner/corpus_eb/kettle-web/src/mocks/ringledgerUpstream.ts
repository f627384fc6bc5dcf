import { http, HttpResponse } from 'msw';

// Node-side MSW handlers that fake RingLedger itself for the Next API route tests.
const RL_V1 = 'https://api.ringledger.com/api/public/v1';

export const ringledgerUpstream = [
  http.get(`${RL_V1}/contact-lists`, ({ request }) => {
    if (new URL(request.url).searchParams.get('owner') === 'ghost') {
      return HttpResponse.json({ error: 'user not found' }, { status: 404 });
    }
    return HttpResponse.json({ items: [{ id: 'cl_1', name: 'Spring espresso push', contactCount: 120 }] });
  }),
];
