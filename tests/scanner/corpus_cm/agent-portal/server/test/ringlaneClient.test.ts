import nock from 'nock';
import { RinglaneClient } from '../src/ringlane/client';
import { RinglaneApiError } from '../src/ringlane/errors';

const api = () => nock('https://api.ringlane.com').matchHeader('x-api-key', /.+/);

describe('RinglaneClient', () => {
  afterEach(() => nock.cleanAll());

  it('lists contact lists', async () => {
    api().get('/api/public/v1/contact-lists').reply(200, { data: [], nextCursor: null });
    const page = await new RinglaneClient('agent@kestrelhome.com').listContactLists();
    expect(page.data).toEqual([]);
  });

  it('maps 404 user not found', async () => {
    api()
      .post('/api/public/v1/contact-lists')
      .reply(404, { error: 'user not found', details: [] });
    await expect(new RinglaneClient('ghost@kestrelhome.com').createContactList('x')).rejects.toMatchObject({
      isUserMissing: true,
    });
  });

  it('treats 502 as transient', () => {
    const err = new RinglaneApiError(502, 'identity provider unreachable');
    expect(err.isTransient).toBe(true);
  });
});
