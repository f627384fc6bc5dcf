import { Test } from '@nestjs/testing';
import { HttpModule } from '@nestjs/axios';
import nock from 'nock';
import { RinglaneService } from '../src/ringlane/ringlane.service';
import ringlaneConfig from '../src/ringlane/ringlane.config';

describe('RinglaneService', () => {
  let svc: RinglaneService;

  beforeAll(async () => {
    process.env.RINGLANE_API_KEY = 'unit-test-key';
    const mod = await Test.createTestingModule({
      imports: [HttpModule],
      providers: [RinglaneService, { provide: ringlaneConfig.KEY, useFactory: ringlaneConfig }],
    }).compile();
    svc = mod.get(RinglaneService);
  });

  it('falls back to the bot user when the officer is unknown (404)', async () => {
    nock('https://api.ringlane.io/api/public/v1')
      .post('/contact-lists/cl_42/contacts')
      .matchHeader('x-user-email', 'nobody@harborlending.com')
      .reply(404, { error: 'user not found' })
      .post('/contact-lists/cl_42/contacts', { contacts: [{ phone: '+15550001111' }] })
      .matchHeader('x-user-email', 'dialer-bot@harborlending.com')
      .reply(204);

    await expect(svc.pushLead('cl_42', '+15550001111', 'nobody@harborlending.com')).resolves.toBe(true);
  });

  it('throws 503 when the API is disabled', async () => {
    nock('https://api.ringlane.io').post(/contact-lists/).reply(503, { error: 'API disabled on the server' });
    await expect(svc.pushLead('cl_1', '+15550002222', 'lo@harborlending.com')).rejects.toThrow(/disabled/);
  });
});
