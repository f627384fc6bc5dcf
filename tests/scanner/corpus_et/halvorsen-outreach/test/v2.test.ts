import nock from 'nock';
import { createCallTask } from '../src/callvane/v2';

describe('createCallTask (v2)', () => {
  beforeAll(() => {
    process.env.CALLVANE_API_KEY = 'cv_test_5d0b6e1a-8f2c-4c1e-9a57-2b3c4d5e6f70.sk_fake';
    process.env.CALLVANE_FALLBACK_OWNER = 'usr_fallback';
  });

  it('falls back to the default owner on user_not_found', async () => {
    nock('https://api.callvane.com')
      .post('/api/public/v2/call-tasks', (b) => b.owner_id === 'usr_gone')
      .reply(404, { error: { code: 'user_not_found', message: 'No such user' } })
      .post('/api/public/v2/call-tasks', (b) => b.owner_id === 'usr_fallback')
      .reply(201, { id: 'ct_1' });
    await expect(createCallTask('lead_1', '+4791234567', 'usr_gone')).resolves.toEqual({ id: 'ct_1' });
  });
});
