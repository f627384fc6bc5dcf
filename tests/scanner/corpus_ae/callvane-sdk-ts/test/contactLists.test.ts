import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiDisabledError, createCallvane } from '../src';
import { BASE, server } from './server';

const cv = createCallvane({
  apiKey: 'cv_R7nK2pX9wM4qT8vL3bZ6yQ1s',
  actingUser: 'qa@kestrelfreight.com',
  retries: 0,
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('contactLists', () => {
  it('lists contact lists', async () => {
    await expect(cv.contactLists.list()).resolves.toHaveLength(1);
  });

  it('appends contacts', async () => {
    await expect(cv.contactLists.append('cl_1', [{ phone: '+13125550199' }])).resolves.toBeUndefined();
  });

  it('throws ApiDisabledError on 503', async () => {
    server.use(http.get(`${BASE}/contact-lists`, () => HttpResponse.json({}, { status: 503 })));
    await expect(cv.contactLists.list()).rejects.toBeInstanceOf(ApiDisabledError);
  });
});
