import nock from 'nock';
import { fetchCallLogs } from '../src/ringlane/v2/callLogs.js';

describe('v2 call logs', () => {
  afterEach(() => nock.cleanAll());

  test('throws with code and request id on 404', async () => {
    nock('https://api.ringlane.io')
      .get('/api/public/v2/call-logs')
      .query(true)
      .reply(404, { error: { code: 'not_found', message: 'no such cursor', request_id: 'req_1' } });

    await expect(fetchCallLogs(new Date('2024-01-01'), 'bad')).rejects.toThrow('not_found: no such cursor (req_1)');
  });

  test('returns page', async () => {
    nock('https://api.ringlane.io')
      .get('/api/public/v2/call-logs')
      .query(true)
      .reply(200, { data: [], next_cursor: null });
    const page = await fetchCallLogs(new Date('2024-01-01'));
    expect(page.next_cursor).toBeNull();
  });
});
