import MockAdapter from 'axios-mock-adapter';

jest.mock('@/config/env', () => ({
  env: {
    appEnv: 'development',
    backendUrl: 'https://backend.test/v1',
    ringlaneApiUrl: 'https://ringlane.test/api/public/v1',
    ringlaneApiKey: 'test-key',
  },
}));

import { ringlane } from '@/api/ringlane/client';
import { fetchContactLists, removeContact, renameContactList } from '@/api/ringlane/contactLists';
import { RinglaneApiError } from '@/api/ringlane/errors';
import { useSessionStore } from '@/store/sessionStore';

describe('ringlane client', () => {
  const mock = new MockAdapter(ringlane);

  beforeEach(() => {
    mock.reset();
    useSessionStore.setState({
      token: 't',
      user: { id: 'u1', email: 'agent@harborline.com', displayName: 'A', brokerageId: 'b1' },
    });
  });

  it('sends tenant key and acting user', async () => {
    mock.onGet('/contact-lists').reply((config) => {
      expect(config.headers?.['x-api-key']).toBe('test-key');
      expect(config.headers?.['x-user-email']).toBe('agent@harborline.com');
      return [200, { contact_lists: [] }];
    });
    await expect(fetchContactLists()).resolves.toEqual([]);
  });

  it('retries once on 502', async () => {
    mock.onGet('/contact-lists').replyOnce(502, { error: 'identity provider unreachable' }).onGet('/contact-lists').replyOnce(200, { contact_lists: [{ id: 'l1' }] });
    await expect(fetchContactLists()).resolves.toHaveLength(1);
  });

  it('maps 404 user not found', async () => {
    mock.onAny().reply(404, { error: 'user not found' });
    const err = await fetchContactLists().catch((e) => e);
    expect(err).toBeInstanceOf(RinglaneApiError);
    expect(err.isUserNotFound).toBe(true);
  });

  it('renames a list', async () => {
    mock.onPatch('/contact-lists/l1').reply(200, { id: 'l1', name: 'Open house – Sat' });
    mock.onAny().reply(500);
    await expect(renameContactList('l1', 'Open house – Sat')).resolves.toMatchObject({ id: 'l1' });
  });

  it('encodes the phone number when removing a contact', async () => {
    mock.onDelete('/contact-lists/l1/contacts/%2B14155550123').reply(204);
    await removeContact('l1', '+14155550123');
    expect(mock.history.delete).toHaveLength(1);
  });
});
