import nock from 'nock';
import { createClient } from '../client';

describe('Callbrook v2 client', () => {
  it('sends a bearer token', async () => {
    const scope = nock('https://api.callbrook.io', {
      reqheaders: { authorization: /^Bearer cbk_test_/ },
    })
      .get('/api/public/v2/audiences')
      .reply(200, { items: [] });
    await createClient('cbk_test_11111111-2222-3333-4444-555555555555.abc').listAudiences();
    expect(scope.isDone()).toBe(true);
  });

  it('surfaces error.code on 404', async () => {
    nock('https://api.callbrook.io')
      .get('/api/public/v2/audiences')
      .reply(404, { error: { code: 'not_found', message: 'gone' } });
    await expect(createClient('x').listAudiences()).rejects.toMatchObject({ code: 'not_found' });
  });
});
