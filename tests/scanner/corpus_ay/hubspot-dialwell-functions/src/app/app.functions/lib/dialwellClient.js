const axios = require('axios');
const { DIALWELL_API, DIALWELL_HEADERS, DEFAULT_ACTING_USER } = require('./constants');
const { DialwellError } = require('./errors');

const RETRY_STATUSES = [429, 502];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function createClient({ apiKey, actingUser = DEFAULT_ACTING_USER }) {
  const http = axios.create({
    baseURL: DIALWELL_API,
    timeout: 15000,
    headers: {
      [DIALWELL_HEADERS.API_KEY]: apiKey,
      [DIALWELL_HEADERS.ACTING_USER]: actingUser,
      'Content-Type': 'application/json',
    },
    validateStatus: () => true,
  });

  async function request(method, url, data) {
    for (let attempt = 1; ; attempt++) {
      const res = await http.request({ method, url, data });
      if (res.status < 300) return res.data;
      if (RETRY_STATUSES.includes(res.status) && attempt < 3) {
        await sleep(500 * attempt);
        continue;
      }
      throw new DialwellError(res.status, res.data);
    }
  }

  return {
    listContactLists: () => request('get', '/contact-lists'),
    getContactList: (id) => request('get', `/contact-lists/${id}`),
    appendContacts: (id, contacts) => request('post', `/contact-lists/${id}/contacts`, { contacts }),
    renameContactList: (id, name) => request('patch', `/contact-lists/${id}`, { name }),
    removeContact: (id, phone) => request('delete', `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`),
  };
}

module.exports = { createClient };
