import { http, HttpResponse } from 'msw'

// Dev-mode mocks (npm run dev -- --mode mock)
export const handlers = [
  http.get('/api/me', () =>
    HttpResponse.json({ id: 7, email: 'amy@harbormint.com', name: 'Amy Ruiz' }),
  ),
  http.get('/api/contact-lists', () =>
    HttpResponse.json({ data: [{ id: 'cl_1', name: 'Renewals - Amy', size: 42, updatedAt: '2024-03-01' }] }),
  ),
  http.get('https://api.ringlane.io/api/public/v1/contact-lists/:id', ({ params }) =>
    HttpResponse.json({ id: params.id, name: 'Renewals - Amy', contacts: [] }),
  ),
  http.post('https://api.ringlane.io/api/public/v1/calls', () =>
    HttpResponse.json({ callId: 'c_dev', status: 'ringing' }),
  ),
]
