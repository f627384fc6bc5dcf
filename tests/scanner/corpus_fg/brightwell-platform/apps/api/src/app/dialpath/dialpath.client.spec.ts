import { Test } from '@nestjs/testing';
import { HttpModule } from '@nestjs/axios';
import { ConfigModule } from '@nestjs/config';
import nock from 'nock';
import { DialpathClient } from './dialpath.client';
import { DialpathUserNotFoundError } from './dialpath.errors';

const ROOT = 'https://api.dialpath.io';

describe('DialpathClient', () => {
  let client: DialpathClient;

  beforeEach(async () => {
    const mod = await Test.createTestingModule({
      imports: [
        ConfigModule.forRoot({
          ignoreEnvFile: true,
          load: [() => ({ dialpath: { actingUserEmail: 'ops@brightwell-solar.com' } })],
        }),
        HttpModule.register({ baseURL: `${ROOT}/api/public/v1` }),
      ],
      providers: [DialpathClient],
    }).compile();
    client = mod.get(DialpathClient);
  });

  afterEach(() => nock.cleanAll());

  it('sends the acting user email', async () => {
    const scope = nock(ROOT)
      .get('/api/public/v1/contact-lists')
      .matchHeader('x-user-email', 'ops@brightwell-solar.com')
      .reply(200, { data: [], page: 1, per_page: 25 });
    await client.listContactLists();
    expect(scope.isDone()).toBe(true);
  });

  it('throws DialpathUserNotFoundError on 404 user not found', async () => {
    nock(ROOT)
      .post('/api/public/v1/contact-lists/cl_9/contacts')
      .reply(404, { error: 'user not found', details: [] });
    await expect(client.appendContacts('cl_9', ['+441134960000'])).rejects.toBeInstanceOf(DialpathUserNotFoundError);
  });

  it('retries once on 502 then succeeds', async () => {
    nock(ROOT).delete('/api/public/v1/contact-lists/cl_2').reply(502).delete('/api/public/v1/contact-lists/cl_2').reply(204);
    await expect(client.deleteContactList('cl_2')).resolves.toBeUndefined();
  });
});
