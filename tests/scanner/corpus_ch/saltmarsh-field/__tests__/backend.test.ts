import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getJobs } from '../src/api/backend';

const server = setupServer(
  http.get('https://admin.quarryvale.studio/api/jobs', ({ request }) => {
    if (!request.headers.get('x-user-id')) {
      return HttpResponse.json({ error: 'unauthorized' }, { status: 401 });
    }
    return HttpResponse.json([{ id: 1, address: '3 Marsh Lane' }]);
  }),
);

beforeAll(() => server.listen());
afterAll(() => server.close());

it('returns 503 as maintenance error', async () => {
  server.use(http.get('https://admin.quarryvale.studio/api/jobs', () => new HttpResponse(null, { status: 503 })));
  await expect(getJobs()).rejects.toThrow(/maintenance/);
});
