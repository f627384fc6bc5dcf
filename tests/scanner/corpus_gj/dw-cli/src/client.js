'use strict';

const fetch = require('node-fetch');
const { DEFAULT_HOST, API_PREFIX, HEADERS, USER_AGENT } = require('./constants');
const { DialwaveError, fromResponse } = require('./errors');

function baseUrl() {
  return process.env.DIALWAVE_BASE_URL || `${DEFAULT_HOST}${API_PREFIX}`;
}

class DialwaveClient {
  constructor({ apiKey = process.env.DIALWAVE_API_KEY, actAs, verbose = false } = {}) {
    if (!apiKey) {
      throw new DialwaveError('DIALWAVE_API_KEY is not set', { exitCode: 2 });
    }
    this.apiKey = apiKey;
    this.actAs = actAs;
    this.verbose = verbose;
  }

  headers() {
    const h = {
      'Content-Type': 'application/json',
      'User-Agent': USER_AGENT,
      [HEADERS.apiKey]: this.apiKey,
    };
    if (this.actAs) h[HEADERS.actingUser] = this.actAs;
    return h;
  }

  async request(method, path, body) {
    const url = `${baseUrl()}${path}`;
    if (this.verbose) console.error(`> ${method} ${url}`);
    const res = await fetch(url, {
      method,
      headers: this.headers(),
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw await fromResponse(res);
    if (res.status === 204) return null;
    return res.json();
  }

  listContactLists(page = 1) {
    return this.request('GET', `/contact-lists?page=${page}`);
  }

  getContactList(id) {
    return this.request('GET', `/contact-lists/${encodeURIComponent(id)}`);
  }

  createContactList(name, description) {
    return this.request('POST', '/contact-lists', { name, description });
  }

  renameContactList(id, name) {
    return this.request('PATCH', `/contact-lists/${id}`, { name });
  }

  deleteContactList(id) {
    return this.request('DELETE', `/contact-lists/${id}` );
  }

  addContacts(id, phones) {
    return this.request('POST', `/contact-lists/${id}/contacts`, { phones });
  }

  removeContact(id, phone) {
    return this.request('DELETE', `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`);
  }
}

module.exports = { DialwaveClient, baseUrl };
