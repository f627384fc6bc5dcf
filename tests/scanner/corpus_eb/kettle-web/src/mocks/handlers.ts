import { http, HttpResponse } from 'msw';

// MSW handlers for our own gateway API, used in component tests and Storybook.
export const handlers = [
  http.get('/api/campaigns/lists', () =>
    HttpResponse.json([
      { id: 'cl_1', name: 'Spring espresso push', contactCount: 120 },
      { id: 'cl_2', name: 'Wholesale callbacks', contactCount: 48 },
    ]),
  ),
  http.post('/api/campaigns/sync', async ({ request }) => {
    const email = request.headers.get('X-User-Email');
    if (!email) return HttpResponse.json({ error: 'missing X-User-Email' }, { status: 400 });
    return HttpResponse.json({ listId: 'cl_3', added: 12 }, { status: 201 });
  }),
  http.get('/api/ringledger/lists', () =>
    HttpResponse.json([{ id: 'cl_1', name: 'Spring espresso push', contactCount: 120 }]),
  ),
];
