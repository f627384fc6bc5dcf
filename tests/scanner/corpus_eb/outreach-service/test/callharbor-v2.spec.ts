import nock from 'nock';
import { CallHarborV2Client } from '../src/callharbor/v2/callharbor-v2.client';

describe('CallHarborV2Client', () => {
  const client = new CallHarborV2Client({ v2Key: 'chb_test_3f1d2c4e-9b8a-4c7d-8e6f-1a2b3c4d5e6f.s3cr3t' } as any);

  it('returns empty on audience_not_found', async () => {
    nock('https://api.callharbor.io/api/public/v2')
      .matchHeader('authorization', /^Bearer chb_test_/)
      .get('/audiences')
      .reply(404, { error: { code: 'audience_not_found', message: 'No audiences yet' } });
    await expect(client.audiences()).resolves.toEqual({ data: [] });
  });
});
