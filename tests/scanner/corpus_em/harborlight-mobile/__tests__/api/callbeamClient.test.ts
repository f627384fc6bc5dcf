import MockAdapter from 'axios-mock-adapter';
import { callbeam, CallbeamError, setCallbeamUser } from '../../src/api/callbeam/client';
import { fetchContactLists, quickAddLead } from '../../src/api/callbeam/contactLists';

jest.mock('react-native-config', () => ({
  CALLBEAM_URL: 'https://api.callbeam.test/api/public/v1',
  CALLBEAM_KEY: 'test-key',
}));

describe('callbeam client', () => {
  const mock = new MockAdapter(callbeam);
  afterEach(() => mock.reset());

  it('sends the acting user header', async () => {
    setCallbeamUser('rep@harborlightsolar.com');
    mock.onGet('/contact-lists').reply((config) => {
      expect(config.headers?.['x-user-email']).toBe('rep@harborlightsolar.com');
      return [200, { data: [] }];
    });
    await expect(fetchContactLists()).resolves.toEqual([]);
  });

  it('maps a 404 user not found', async () => {
    mock.onGet('/contact-lists').reply(404, { error: 'user not found' });
    const err = await fetchContactLists().catch((e) => e);
    expect(err).toBeInstanceOf(CallbeamError);
    expect(err.isUserNotFound).toBe(true);
  });

  it('treats 502 as transient', async () => {
    mock.onPost('/contact-lists/cl_1/contacts').reply(502, { error: 'identity provider unreachable' });
    const err = await quickAddLead('cl_1', '+15125550100', 'Ana').catch((e) => e);
    expect(err.isTransient).toBe(true);
  });
});
