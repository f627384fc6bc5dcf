import nock from 'nock';
import { afterEach, describe, expect, it } from 'vitest';
import { listContactLists } from './client';
import { ActingUserMissingError, RetryableRinglaneError } from './errors';

const RL = nock('https://api.ringlane.io');

describe('listContactLists', () => {
  afterEach(() => nock.cleanAll());

  it('returns lists', async () => {
    RL.get('/api/public/v1/contact-lists').reply(200, [{ id: 'cl_1', name: 'Warm', contactCount: 3 }]);
    await expect(listContactLists('okta|abc')).resolves.toHaveLength(1);
  });

  it('maps 404 user not found to ActingUserMissingError', async () => {
    RL.get('/api/public/v1/contact-lists').reply(404, { error: 'user not found' });
    await expect(listContactLists('okta|nobody')).rejects.toBeInstanceOf(ActingUserMissingError);
  });

  it('treats 502 as retryable', async () => {
    RL.get('/api/public/v1/contact-lists').reply(502, { error: 'upstream' });
    await expect(listContactLists('okta|abc')).rejects.toBeInstanceOf(RetryableRinglaneError);
  });
});
