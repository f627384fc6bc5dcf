import { Test } from '@nestjs/testing';
import { HttpModule } from '@nestjs/axios';
import nock from 'nock';
import { CallsproutService } from '../src/callsprout/callsprout.service';
import { CallsproutError } from '../src/callsprout/callsprout.errors';

const BASE = 'https://api.callsprout.io/api/public/v1';
const KEY = 'cs_T7mQ2vX9pLk4Rz8WnB3dHf6Y';

describe('CallsproutService', () => {
  let service: CallsproutService;

  beforeEach(async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [HttpModule.register({ baseURL: BASE, headers: { 'x-api-key': KEY } })],
      providers: [CallsproutService],
    }).compile();
    service = moduleRef.get(CallsproutService);
  });

  afterEach(() => nock.cleanAll());

  it('appends contacts by phone', async () => {
    const scope = nock(BASE)
      .post('/contact-lists/lst_42/contacts', { contacts: [{ phone: '+15551230000' }] })
      .reply(201, { added: 1 });

    await expect(service.appendContacts('lst_42', ['+15551230000'])).resolves.toEqual({ added: 1 });
    scope.done();
  });

  it('retries when the identity provider is flaky (502)', async () => {
    nock(BASE)
      .get('/contact-lists')
      .reply(502, { error: 'identity provider unreachable' })
      .get('/contact-lists')
      .reply(200, []);

    await expect(service.listContactLists()).resolves.toEqual([]);
  });

  it('maps 503 to api_disabled', async () => {
    nock(BASE).get('/contact-lists/lst_1').reply(503, { error: 'API disabled on the server' });

    const err = await service.getContactList('lst_1').catch((e) => e);
    expect(err).toBeInstanceOf(CallsproutError);
    expect(err.kind).toBe('api_disabled');
  });
});
