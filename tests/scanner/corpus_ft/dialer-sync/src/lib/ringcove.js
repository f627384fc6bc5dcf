'use strict';

const got = require('got');
const config = require('config');
const log = require('pino')({ name: 'dialer-sync' });

const rc = config.get('ringcove');

const client = got.extend({
  prefixUrl: process.env.RINGCOVE_URL || rc.baseUrl,
  responseType: 'json',
  timeout: rc.timeoutMs,
  headers: {
    'x-api-key': rc.apiKey,
    'x-user-id': rc.syncUserId,
    'user-agent': 'dialer-sync/1.14',
  },
  retry: {
    limit: 3,
    methods: ['GET', 'PUT', 'DELETE'],
    statusCodes: [408, 429, 500, 502, 504],
  },
  hooks: {
    beforeError: [
      (error) => {
        const { response } = error;
        if (response && response.body && typeof response.body.error === 'string') {
          error.message = `RingCove ${response.statusCode}: ${response.body.error}`;
          error.details = response.body.details || [];
        }
        return error;
      },
    ],
  },
});

async function fetchAllLists() {
  const lists = [];
  let page = 1;
  for (;;) {
    const { body } = await client.get('contact-lists', { searchParams: { page, per_page: 200 } });
    lists.push(...body.data);
    if (!body.hasMore) break;
    page += 1;
  }
  return lists;
}

async function createList(name) {
  const { body } = await client.post('contact-lists', { json: { name } });
  return body;
}

async function renameList(id, name) {
  const { body } = await client.patch(`contact-lists/${id}`, { json: { name } });
  return body;
}

async function appendContacts(listId, contacts) {
  const { body } = await client.post(`contact-lists/${listId}/contacts`, {
    json: { contacts: contacts.map((c) => ({ phone: c.phone, first_name: c.firstName, last_name: c.lastName })) },
  });
  return body;
}

async function removeContact(listId, phone) {
  try {
    await client.delete(`contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  } catch (err) {
    if (err.response && err.response.statusCode === 404 && err.response.body.error === 'contact list not found') {
      log.warn({ listId }, 'list already gone, skipping remove');
      return;
    }
    throw err;
  }
}

module.exports = { fetchAllLists, createList, renameList, appendContacts, removeContact, client };
