'use strict';

const fetch = require('node-fetch');
const config = require('./config');

const AUTH_HEADER = 'X-API-Key';
const ACTOR_HEADER = 'X-User-Email';
const TRANSIENT = [429, 502];

class DialwaveRequestError extends Error {
  constructor(status, body) {
    super(body?.error || `Dialwave HTTP ${status}`);
    this.status = status;
    this.body = body;
  }

  get userMissing() {
    return this.status === 404 && this.body?.error === 'user not found';
  }
}

async function dw(method, path, body, attempt = 0) {
  const res = await fetch(config.dialwave.base + path, {
    method,
    headers: {
      [AUTH_HEADER]: config.dialwave.key,
      [ACTOR_HEADER]: config.dialwave.actor,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });

  if (TRANSIENT.includes(res.status) && attempt < 5) {
    await new Promise((r) => setTimeout(r, 1000 * (attempt + 1)));
    return dw(method, path, body, attempt + 1);
  }
  if (res.status === 503) {
    throw new Error('Dialwave says the public API is disabled for our account - ask the admin to re-enable it');
  }
  const json = res.status === 204 ? null : await res.json().catch(() => null);
  if (!res.ok) throw new DialwaveRequestError(res.status, json);
  return json;
}

module.exports = {
  DialwaveRequestError,
  findListByName: async (name) => {
    const { data } = await dw('GET', `/contact-lists?name=${encodeURIComponent(name)}`);
    return data.find((l) => l.name === name) || null;
  },
  createList: (name) => dw('POST', '/contact-lists', { name, description: 'migrated from CRM' }),
  appendPhones: (listId, phones) => dw('POST', `/contact-lists/${listId}/contacts`, { phones }),
};
