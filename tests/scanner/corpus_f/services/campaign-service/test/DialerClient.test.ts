import nock from 'nock';
import { DialerClient } from '../src/dialer/DialerClient';

const HOST = 'https://api.dialstream.io';
const PREFIX = '/api/public/v1';

describe('DialerClient', () => {
  beforeAll(() => {
    process.env.OUTBOUND_API_URL = `${HOST}${PREFIX}`;
    process.env.OUTBOUND_API_KEY = 'test-key';
  });
  afterEach(() => nock.cleanAll());

  it('sends the X-Api-Key and x-user-id headers', async () => {
    const scope = nock(HOST, { reqheaders: { 'x-api-key': 'test-key', 'x-user-id': 'rep_42' } })
      .post(`${PREFIX}/contact-lists`)
      .reply(201, { id: 1, name: 'Austin door-knock', groupName: null, contactsCount: 2 });
    const client = new DialerClient('rep_42');
    const res = await client.createCampaignList('Austin door-knock', [{ phone: '+15125550101' }]);
    expect(res.ok).toBe(true);
    scope.done();
  });

  it('maps user not found', async () => {
    nock(HOST).patch(`${PREFIX}/contact-lists/5`).reply(404, { error: 'user not found' });
    const res = await new DialerClient('ghost').regroup(5, 'Spring');
    expect(res).toEqual({ ok: false, status: 404, reason: 'user not found' });
  });

  it('retries on 502 from the identity provider', async () => {
    nock(HOST)
      .delete(`${PREFIX}/contact-lists/5/contacts/by-phone/%2B15125550101`)
      .reply(502, { error: 'identity provider unreachable' })
      .delete(`${PREFIX}/contact-lists/5/contacts/by-phone/%2B15125550101`)
      .reply(204);
    const res = await new DialerClient('rep_42').dropPhone(5, '+15125550101');
    expect(res.ok).toBe(true);
  });
});
