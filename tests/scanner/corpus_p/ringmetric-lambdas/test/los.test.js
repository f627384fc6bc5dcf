const nock = require('nock');

process.env.LOS_BASE_URL = 'https://los.kestrelhomeloans.com/api/v1';
const { leadsReadyToDial } = require('../src/lib/los');

test('returns empty list during LOS maintenance (503)', async () => {
  nock('https://los.kestrelhomeloans.com')
    .get('/api/v1/leads')
    .query(true)
    .reply(503, { error: 'maintenance' });

  await expect(leadsReadyToDial('2024-01-01T00:00:00Z')).resolves.toEqual([]);
});
