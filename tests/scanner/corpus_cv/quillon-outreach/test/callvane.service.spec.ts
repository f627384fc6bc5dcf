import { CallvaneService } from '../src/callvane/callvane.service';

const cfg = {
  baseUrl: 'https://api.callvane.test/api/public/v2',
  apiKey: 'cv_test_00000000-0000-0000-0000-000000000000.placeholder',
  webhookSecret: 's',
  legacyKey: '',
};

describe('CallvaneService', () => {
  const svc = new CallvaneService(cfg);

  it('returns null on 404 not_found', async () => {
    global.fetch = jest.fn().mockResolvedValue(
      new Response(JSON.stringify({ error: { code: 'not_found', message: 'no such campaign', requestId: 'r1' } }), { status: 404 }),
    );
    await expect(svc.findCampaign('cmp_1')).resolves.toBeNull();
  });

  it('sends a bearer token', async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response('{"accepted":1}', { status: 200 }));
    await svc.addAudience('cmp_1', [{ phone: '+14155550100', externalId: 'p1' }]);
    const init = (global.fetch as jest.Mock).mock.calls[0][1];
    expect(init.headers.Authorization).toMatch(/^Bearer cv_test_/);
  });
});
