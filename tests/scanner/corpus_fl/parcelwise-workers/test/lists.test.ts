import nock from 'nock';

process.env.RINGLANE_API_KEY = 'k_test';
process.env.RINGLANE_ORIGIN = 'https://ringlane.mock';

const { appendToList, removeFromList } = await import('../src/ringlane/lists.js');
const { RinglaneHttpError } = await import('../src/ringlane/types.js');

describe('ringlane lists (undici)', () => {
  beforeAll(() => nock.disableNetConnect());
  afterEach(() => nock.cleanAll());

  test('appends contacts in one call', async () => {
    const scope = nock('https://ringlane.mock')
      .post('/api/public/v1/contact-lists/cl_42/contacts')
      .reply(200, { added: 2, skipped: 0, invalid: [] });

    const res = await appendToList('cl_42', [{ phone: '+15550001' }, { phone: '+15550002' }]);
    expect(res.added).toBe(2);
    scope.done();
  });

  test('wraps 502 from Ringlane as RinglaneHttpError', async () => {
    nock('https://ringlane.mock')
      .delete('/api/public/v1/contact-lists/cl_42/contacts/%2B15550001')
      .reply(502, { error: 'identity provider unreachable' });

    const err = await removeFromList('cl_42', '+15550001').catch((e) => e);
    expect(err).toBeInstanceOf(RinglaneHttpError);
    expect(err.body.error).toBe('identity provider unreachable');
  });
});
