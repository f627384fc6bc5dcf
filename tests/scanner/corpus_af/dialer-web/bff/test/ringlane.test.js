const nock = require('nock');
const ringlane = require('../src/ringlane/client');

const user = { id: 'u_1', email: 'ops@harborline.io' };

describe('ringlane client', () => {
  afterEach(() => nock.cleanAll());

  it('appends contacts with the acting user', async () => {
    const scope = nock('https://api.ringlane.com', {
      reqheaders: { 'x-user-email': 'ops@harborline.io' },
    })
      .post('/api/public/v1/contact-lists/12/contacts', { phones: ['+15550102000'] })
      .reply(201, { added: 1 });

    await ringlane.appendContacts(user, 12, ['+15550102000']);
    expect(scope.isDone()).toBe(true);
  });

  it('handles 502 from the dialer', async () => {
    nock('https://api.ringlane.com').get('/api/public/v1/contact-lists').reply(502, { error: 'idp unreachable' });
    await expect(ringlane.listContactLists(user)).rejects.toThrow();
  });
});
