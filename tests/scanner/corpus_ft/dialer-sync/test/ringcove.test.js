'use strict';

const nock = require('nock');

process.env.RINGCOVE_URL = 'https://api.ringcove.io/api/public/v1';

const ringcove = require('../src/lib/ringcove');

describe('ringcove got client', () => {
  afterEach(() => nock.cleanAll());

  test('fetchAllLists pages until hasMore is false', async () => {
    nock('https://api.ringcove.io')
      .matchHeader('x-api-key', /.+/)
      .get('/api/public/v1/contact-lists')
      .query({ page: 1, per_page: 200 })
      .reply(200, { data: [{ id: 'a' }], hasMore: true })
      .get('/api/public/v1/contact-lists')
      .query({ page: 2, per_page: 200 })
      .reply(200, { data: [{ id: 'b' }], hasMore: false });

    const lists = await ringcove.fetchAllLists();
    expect(lists.map((l) => l.id)).toEqual(['a', 'b']);
  });

  test('removeContact swallows missing list (404)', async () => {
    nock('https://api.ringcove.io')
      .delete('/api/public/v1/contact-lists/gone/contacts/%2B15550100')
      .reply(404, { error: 'contact list not found' });
    await expect(ringcove.removeContact('gone', '+15550100')).resolves.toBeUndefined();
  });
});
