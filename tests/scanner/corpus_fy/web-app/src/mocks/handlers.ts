import { http, HttpResponse } from 'msw';

const RINGVALE = 'https://api.ringvale.com/api/public/v1';

let lists = [
  { id: 'cl_100', name: 'Inbound demo requests', contactCount: 3, createdAt: '2024-05-02T09:00:00Z' },
];

export const handlers = [
  // ---- our BFF ----
  http.get('/api/me', () =>
    HttpResponse.json({ id: 'usr_1', email: 'dev@leadloop.io', idpId: 'auth0|65f0c1' }),
  ),
  http.get('/api/dialer/calls', () => HttpResponse.json([])),
  http.post('/api/dialer/contact-lists/:id/sync', () => new HttpResponse(null, { status: 202 })),

  // ---- Ringvale (direct calls from the legacy RTK slice) ----
  http.get(`${RINGVALE}/contact-lists`, () => HttpResponse.json(lists)),
  http.post(`${RINGVALE}/contact-lists`, async ({ request }) => {
    const body = (await request.json()) as { name: string };
    const created = { id: `cl_${Date.now()}`, name: body.name, contactCount: 0, createdAt: new Date().toISOString() };
    lists = [...lists, created];
    return HttpResponse.json(created, { status: 201 });
  }),
  http.post(`${RINGVALE}/contact-lists/:id/contacts`, () => new HttpResponse(null, { status: 204 })),
  http.get(`${RINGVALE}/calls/:id/recording`, ({ params }) =>
    HttpResponse.json({ id: 'rec_1', callId: params.id, url: 'https://cdn.example.com/r.mp3', expiresAt: '2030-01-01T00:00:00Z' }),
  ),

  // ---- third parties ----
  http.post('https://api.segment.io/v1/track', () => HttpResponse.json({ success: true })),
];
