const nock = require('nock');
const { handler } = require('../handlers/syncContacts');

const sqsEvent = (...leads) => ({ Records: leads.map((l) => ({ body: JSON.stringify(l) })) });

describe('syncContacts', () => {
  beforeEach(() => {
    process.env.RINGLANE_API_KEY = 'rl_unit';
  });
  afterEach(() => nock.cleanAll());

  test('appends phones to the inbound list', async () => {
    const scope = nock('https://api.ringlane.io')
      .matchHeader('x-api-key', 'rl_unit')
      .matchHeader('x-user-email', 'svc-lambda@harborviewsolar.com')
      .post('/api/public/v1/contact-lists/cl_inbound_web/contacts', { phones: ['+18135550100'] })
      .reply(200, { added: 1 });

    await expect(handler(sqsEvent({ phone: '+18135550100' }))).resolves.toEqual({ appended: 1 });
    scope.done();
  });

  test('retries on 502 from Ringlane', async () => {
    nock('https://api.ringlane.io')
      .post('/api/public/v1/contact-lists/cl_inbound_web/contacts')
      .reply(502, { error: 'identity provider unreachable' })
      .post('/api/public/v1/contact-lists/cl_inbound_web/contacts', (body) => body.phones.length === 2)
      .reply(200, { added: 2 });

    await expect(handler(sqsEvent({ phone: '+1' }, { phone: '+2' }))).resolves.toEqual({ appended: 2 });
  });

  test('skips empty batches', async () => {
    await expect(handler(sqsEvent({ email: 'no-phone@example.com' }))).resolves.toEqual({ appended: 0 });
  });
});
