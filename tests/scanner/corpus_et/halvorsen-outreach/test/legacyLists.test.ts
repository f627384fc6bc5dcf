import nock from 'nock';
import { pushToLegacyList, LegacyListError } from '../src/callvane/legacyLists';

describe('pushToLegacyList', () => {
  beforeAll(() => {
    process.env.CALLVANE_LEGACY_KEY = 'test-legacy-key';
  });
  afterEach(() => nock.cleanAll());

  it('posts phones with the acting user', async () => {
    const scope = nock('https://api.callvane.com')
      .matchHeader('x-user-email', 'alex@halvorsen.example')
      .post('/api/public/v1/contact-lists/L-1/contacts', { contacts: [{ phone: '+4791234567' }] })
      .reply(200, { added: 1 });
    await pushToLegacyList('L-1', ['+4791234567'], 'alex@halvorsen.example');
    scope.done();
  });

  it('marks 502 as retryable', async () => {
    nock('https://api.callvane.com').post('/api/public/v1/contact-lists/L-2/contacts').reply(502, { error: 'idp unreachable' });
    const err = await pushToLegacyList('L-2', ['+47'], 'a@h.example').catch((e) => e);
    expect(err).toBeInstanceOf(LegacyListError);
    expect(err.retryable).toBe(true);
  });
});
