'use strict';

const got = require('got');
const config = require('../config');
const logger = require('../logger');
const { API_KEY_HEADER, ACTING_USER_HEADER, Paths, RETRY_STATUSES } = require('./constants');
const { fromResponse } = require('./errors');

const http = got.extend({
  prefixUrl: config.ringdeck.baseUrl,
  responseType: 'json',
  throwHttpErrors: false,
  timeout: config.ringdeck.timeoutMs,
  headers: {
    [API_KEY_HEADER]: config.ringdeck.apiKey,
    [ACTING_USER_HEADER]: config.ringdeck.userId,
  },
  retry: {
    limit: 3,
    methods: ['GET', 'PUT', 'DELETE', 'POST'],
    statusCodes: RETRY_STATUSES,
  },
});

// got's prefixUrl does not allow a leading slash
const p = (path) => path.replace(/^\//, '');

async function call(method, path, opts = {}) {
  const res = await http(p(path), { method, ...opts });
  if (res.statusCode >= 400) {
    const err = fromResponse(res);
    logger.warn({ status: err.status, path }, 'ringdeck error: %s', err.message);
    throw err;
  }
  return res.body;
}

module.exports = {
  listContactLists: () => call('GET', Paths.LISTS),
  createContactList: (name) => call('POST', Paths.LISTS, { json: { name } }),
  getContactList: (id) => call('GET', Paths.LIST(id)),
  deleteContactList: (id) => call('DELETE', Paths.LIST(id)),
  addContacts: (id, phones) => call('POST', Paths.LIST_CONTACTS(id), { json: { contacts: phones.map((phone) => ({ phone })) } }),
  removeContact: (id, phone) => call('DELETE', Paths.LIST_CONTACT(id, phone)),
};
