import nock from 'nock';
import { createRinglaneClient } from '../src/integrations/ringlane/client';
import { listContactLists, getContactList } from '../src/integrations/ringlane/contactLists';
import { RinglaneError } from '../src/integrations/ringlane/errors';

const RL = 'https://api.ringlane.io';

describe('ringlane client', () => {
  afterEach(() => nock.cleanAll());

  it('lists contact lists', async () => {
    nock(RL).get('/api/public/v1/contact-lists').query(true).reply(200, { items: [{ id: 'cl_1' }] });
    const lists = await listContactLists(createRinglaneClient('a@pipedrop.io'));
    expect(lists).toHaveLength(1);
  });

  it('retries on 502 then succeeds', async () => {
    nock(RL).get('/api/public/v1/contact-lists/cl_9').reply(502).get('/api/public/v1/contact-lists/cl_9').reply(200, { id: 'cl_9' });
    const list = await getContactList(createRinglaneClient('a@pipedrop.io'), 'cl_9');
    expect(list?.id).toBe('cl_9');
  });

  it('maps 404 unknown user', async () => {
    nock(RL).post('/api/public/v1/contact-lists').reply(404, { error: 'user not found' });
    const rl = createRinglaneClient('ghost@pipedrop.io');
    await expect(rl.post('/contact-lists', { name: 'x' })).rejects.toBeInstanceOf(RinglaneError);
    try { await rl.post('/contact-lists', { name: 'x' }); } catch (e) {
      expect((e as RinglaneError).message).toBe('user not found');
    }
  });
});
