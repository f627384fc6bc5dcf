import nock from 'nock';
import { InMemoryLRUCache } from '@apollo/utils.keyvaluecache';
import { CallCrateAPI } from '../src/datasources/CallCrateAPI';

describe('CallCrateAPI', () => {
  afterEach(() => nock.cleanAll());

  it('fetches contact lists', async () => {
    nock('https://api.callcrate.io')
      .get('/api/public/v1/contact-lists')
      .reply(200, [{ id: 'cl_1', name: 'Leads', contactCount: 3 }]);
    const api = new CallCrateAPI('cc_T3stK3yF0rN0ck8aLp2Qw7Ze', 'qa@brightfold.dev', { cache: new InMemoryLRUCache() });
    await expect(api.contactLists()).resolves.toHaveLength(1);
  });

  it('maps 503 to SERVICE_DISABLED', async () => {
    nock('https://api.callcrate.io').get(/contact-lists/).reply(503, {});
    const api = new CallCrateAPI('k', 'qa@brightfold.dev', { cache: new InMemoryLRUCache() });
    await expect(api.contactLists()).rejects.toMatchObject({ extensions: { code: 'SERVICE_DISABLED' } });
  });
});
