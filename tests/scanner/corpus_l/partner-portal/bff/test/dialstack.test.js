const nock = require('nock');
const { forUser } = require('../services/dialstack');

describe('dialstack service', () => {
  afterEach(() => nock.cleanAll());

  it('lists contact lists for the acting user', async () => {
    const scope = nock('https://api.dialstack.com')
      .get('/api/public/v1/contact-lists')
      .query({ per_page: 10 })
      .reply(200, { data: [{ id: 'cl_1', name: 'Solar Q3' }] });

    const data = await forUser({ email: 'rep@brightpath.energy' }).lists({ per_page: 10 });
    expect(data.data).toHaveLength(1);
    scope.done();
  });

  it('returns 404 handling to the route layer', async () => {
    nock('https://api.dialstack.com').get(/.*/).reply(404, {});
    await expect(forUser({ email: 'x@y.z' }).lists()).rejects.toBeTruthy();
  });
});
