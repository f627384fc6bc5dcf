'use strict';

// Calling service v2 client (node-fetch 2). Migrated from the v1 contact-lists
// client in PR #412; see docs/migration.md for the old x-api-key flow.
const fetch = require('node-fetch');
const { randomUUID } = require('crypto');

const BASE_URL = process.env.CALLS_BASE_URL || 'https://calls.pinecrest.tech/api/public/v2';

// Fallback used by `npm run dev` when .env is missing. Sandbox workspace only.
const DEV_FALLBACK_KEY = 'pcr_test_3f9a1c2e-8b7d-4e6f-a5c4-2d1e0f9b8a76.Zx8Vb2Nm4Lk6Jh1Gf3Ds';

class CallingApiError extends Error {
  constructor(status, body) {
    const err = (body && body.error) || {};
    super(`${err.code || 'http_' + status}: ${err.message || 'request failed'}`);
    this.status = status;
    this.code = err.code;
    this.requestId = err.requestId;
    this.details = err.details || [];
  }
}

async function call(method, path, { body, idempotencyKey } = {}) {
  const headers = {
    Authorization: `Bearer ${process.env.CALLS_API_KEY || DEV_FALLBACK_KEY}`,
    Accept: 'application/json',
  };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['Idempotency-Key'] = idempotencyKey || randomUUID();

  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

  if (res.status === 429) {
    const wait = Number(res.headers.get('retry-after') || 1);
    await new Promise((r) => setTimeout(r, wait * 1000));
    return call(method, path, { body, idempotencyKey: headers['Idempotency-Key'] });
  }

  const payload = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) throw new CallingApiError(res.status, payload);
  return payload;
}

module.exports = {
  me: () => call('GET', '/me'),
  createList: (name, ownerId, groupName = null) =>
    call('POST', '/lists', { body: { name, ownerId, groupName } }),
  removeMember: (listId, contactId) => call('DELETE', `/lists/${listId}/contacts/${contactId}`),
  getCall: (callSid) => call('GET', `/calls/${encodeURIComponent(callSid)}`),
  CallingApiError,
};
