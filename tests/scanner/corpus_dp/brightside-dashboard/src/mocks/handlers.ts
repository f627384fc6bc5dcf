import { http, HttpResponse } from 'msw'

const API = 'http://localhost:8080/api'
const RL = 'https://api.ringlane.io/api/public/v1'

export const handlers = [
  http.get(`${API}/me`, () =>
    HttpResponse.json({ id: 'u_1', email: 'ann@brightsidesolar.com', name: 'Ann' }),
  ),
  http.get(`${RL}/contact-lists`, () =>
    HttpResponse.json([{ id: 'cl_1', name: 'Warm leads', contactCount: 12, updatedAt: '2024-03-01' }]),
  ),
  http.post(`${RL}/contact-lists/:id/contacts`, () => new HttpResponse(null, { status: 204 })),
]
