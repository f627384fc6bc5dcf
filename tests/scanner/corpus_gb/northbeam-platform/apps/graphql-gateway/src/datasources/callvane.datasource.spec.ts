import nock from 'nock';
import { CallvaneDataSource } from './callvane.datasource';

describe('CallvaneDataSource', () => {
  const api = nock('https://api.callvane.com/api/public/v1');

  afterEach(() => nock.cleanAll());

  it('returns lists for the acting user', async () => {
    api.get('/contact-lists').query(true).reply(200, { data: [{ id: 'cl_1', name: 'Q3 Solar leads', contactCount: 12 }] });
    const ds = new CallvaneDataSource({ actAs: 'rep@northbeamsolar.com' });
    const res = await ds.lists();
    expect(res.data).toHaveLength(1);
  });

  it('raises DIALER_SEAT_MISSING when Callvane says 404 user not found', async () => {
    api.get('/contact-lists').query(true).reply(404, { error: 'user not found' });
    const ds = new CallvaneDataSource({ actAs: 'nobody@northbeamsolar.com' });
    await expect(ds.lists()).rejects.toMatchObject({ extensions: { code: 'DIALER_SEAT_MISSING' } });
  });

  it('raises DIALER_DISABLED on 503', async () => {
    api.post('/contact-lists').reply(503, { error: 'API disabled on the server' });
    const ds = new CallvaneDataSource({ actAs: 'rep@northbeamsolar.com' });
    await expect(ds.createList('x')).rejects.toMatchObject({ extensions: { code: 'DIALER_DISABLED' } });
  });
});
