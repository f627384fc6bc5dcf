import { http, HttpResponse, delay } from 'msw';

const CC = 'https://api.callcrate.io/api/public/v1';

export const handlers = [
  http.get('/api/session', () =>
    HttpResponse.json({ id: 'u_1', email: 'dana@brightfold.dev', name: 'Dana', roles: ['admin'] }),
  ),
  http.get(`${CC}/contact-lists`, async () => {
    await delay(150);
    return HttpResponse.json([
      { id: 'cl_01', name: 'Q3 renewals', contactCount: 214, updatedAt: '2024-06-02T10:00:00Z' },
      { id: 'cl_02', name: 'Webinar no-shows', contactCount: 57, updatedAt: '2024-06-05T08:30:00Z' },
    ]);
  }),
  http.post(`${CC}/contact-lists/:id/contacts`, () => new HttpResponse(null, { status: 204 })),
  http.delete(`${CC}/contact-lists/:id/contacts/:phone`, () => new HttpResponse(null, { status: 204 })),
];
