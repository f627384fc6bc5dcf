import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { addReferral } from '../src/api/phonelark/client';

jest.mock('react-native-config', () => ({
  PHONELARK_URL: 'https://api.phonelark.test/api/public/v1',
  PHONELARK_KEY: 'test',
}));

const server = setupServer();
beforeAll(() => server.listen());
afterAll(() => server.close());

it('explains a 404 user not found', async () => {
  server.use(
    http.post('https://api.phonelark.test/api/public/v1/contact-lists/:id/contacts', () =>
      HttpResponse.json({ error: 'User not found' }, { status: 404 }),
    ),
  );
  await expect(addReferral('cl_1', { phone: '+447700900555' }, 'sam@saltmarshsolar.co.uk')).rejects.toThrow(
    /not set up on the dialer/,
  );
});
