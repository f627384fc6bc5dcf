import { http, HttpResponse, delay } from 'msw';

const DIALPATH = 'https://sandbox.api.dialpath.io/api/public/v1';

export const dialpathHandlers = [
  http.get(`${DIALPATH}/contact-lists/:id`, ({ params }) => {
    if (params.id === 'missing') {
      return HttpResponse.json({ error: 'contact list not found', details: [] }, { status: 404 });
    }
    return HttpResponse.json({ id: params.id, name: 'Battery upsell', size: 48 });
  }),
  http.post(`${DIALPATH}/contact-lists/:id/contacts`, async () => {
    await delay(300);
    return HttpResponse.json({ added: 1 });
  }),
];

// Our own backend
export const apiHandlers = [
  http.get('/api/leads', () => HttpResponse.json([{ id: 'l1', name: 'J. Patel', phone: '+447700900456' }])),
  http.get('/api/me', ({ request }) =>
    HttpResponse.json({ email: request.headers.get('X-User-Email') ?? 'rep@brightwell-solar.com' }),
  ),
];
