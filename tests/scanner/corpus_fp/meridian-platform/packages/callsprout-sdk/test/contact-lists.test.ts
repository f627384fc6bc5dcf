import nock from 'nock';
import { createCallsproutClient } from '../src/http';
import { CallsproutError } from '../src/errors';

const host = 'https://api.callsprout.io';

describe('contactLists', () => {
  const cs = createCallsproutClient({ apiKey: 'k', baseUrl: `${host}/api/public/v1`, userId: 'okta|00u1' });

  afterEach(() => nock.cleanAll());

  it('removes a contact by phone', async () => {
    const scope = nock(host, { reqheaders: { 'x-api-key': 'k', 'x-user-id': 'okta|00u1' } })
      .delete('/api/public/v1/contact-lists/lst_9/contacts/%2B15550001111')
      .reply(204);
    await cs.contactLists.removeContact('lst_9', '+15550001111');
    scope.done();
  });

  it('exposes isUserNotFound for 404 user errors', async () => {
    nock(host).get('/api/public/v1/contact-lists').reply(404, { error: 'user not found' });
    const err = (await cs.contactLists.list().catch((e) => e)) as CallsproutError;
    expect(err.isUserNotFound).toBe(true);
  });
});
