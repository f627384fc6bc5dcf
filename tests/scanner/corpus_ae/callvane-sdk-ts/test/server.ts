import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

export const BASE = 'https://api.callvane.io/api/public/v1';

export const handlers = [
  http.get(`${BASE}/contact-lists`, () =>
    HttpResponse.json([{ id: 'cl_1', name: 'Reefer carriers', size: 3 }]),
  ),
  http.post(`${BASE}/contact-lists/:id/contacts`, () => new HttpResponse(null, { status: 204 })),
];

export const server = setupServer(...handlers);
