import { Test } from '@nestjs/testing';
import { ConfigModule } from '@nestjs/config';
import nock from 'nock';
import { CallHarborModule } from '../src/callharbor/callharbor.module';
import { ContactListsService } from '../src/callharbor/contact-lists.service';

describe('ContactListsService (got)', () => {
  let svc: ContactListsService;
  const ch = nock('https://api.callharbor.io/api/public/v1', {
    reqheaders: { 'x-api-key': 'unit-test-key', 'x-user-email': 'outreach-robot@bluefinpayroll.com' },
  });

  beforeAll(async () => {
    process.env.CALLHARBOR_API_KEY = 'unit-test-key';
    process.env.CALLHARBOR_ACTING_USER_EMAIL = 'outreach-robot@bluefinpayroll.com';
    const mod = await Test.createTestingModule({ imports: [ConfigModule.forRoot(), CallHarborModule] }).compile();
    svc = mod.get(ContactListsService);
  });

  afterEach(() => nock.cleanAll());

  it('retries a 502 from CallHarbor then succeeds', async () => {
    ch.get('/contact-lists').reply(502, { error: 'identity provider unreachable' });
    ch.get('/contact-lists').reply(200, { data: [{ id: 'l1', name: 'Enroll', size: 3 }] });
    await expect(svc.all()).resolves.toHaveLength(1);
  });

  it('maps 404 contact list not found to NOT_FOUND', async () => {
    ch.get('/contact-lists/missing').reply(404, { error: 'contact list not found' });
    await expect(svc.get('missing')).rejects.toMatchObject({ status: 404 });
  });
});
