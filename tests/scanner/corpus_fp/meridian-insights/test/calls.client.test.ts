import { MockAgent, setGlobalDispatcher } from 'undici';
import { listCalls, CallsClientError } from '../src/calls.client';

describe('listCalls (v2)', () => {
  const agent = new MockAgent();
  agent.disableNetConnect();
  setGlobalDispatcher(agent);

  it('throws a CallsClientError with the v2 error code on 404', async () => {
    agent
      .get('https://api.callsprout.io')
      .intercept({ path: /\/api\/public\/v2\/calls/, method: 'GET' })
      .reply(404, { error: { code: 'not_found', message: 'no such resource' } });

    const err = await listCalls(new Date()).catch((e) => e);
    expect(err).toBeInstanceOf(CallsClientError);
    expect(err.code).toBe('not_found');
  });

  it('handles 503 as retryable', async () => {
    agent
      .get('https://api.callsprout.io')
      .intercept({ path: /\/api\/public\/v2\/calls/, method: 'GET' })
      .reply(503, { error: { code: 'maintenance', message: 'try later' } });
    await expect(listCalls(new Date())).rejects.toMatchObject({ status: 503 });
  });
});
