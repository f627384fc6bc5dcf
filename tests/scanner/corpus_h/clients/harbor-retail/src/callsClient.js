'use strict';

const got = require('got');
const { CALLS } = require('./config');

const KEY_HEADER = 'X-Api-Key';

const api = got.extend({
  prefixUrl: CALLS.host + CALLS.prefix,
  headers: { [KEY_HEADER]: CALLS.key },
  responseType: 'json',
  retry: {
    limit: 3,
    methods: ['GET', 'POST', 'PATCH', 'DELETE'],
    statusCodes: [429, 502],
  },
  throwHttpErrors: false,
});

class CallsError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function unwrap(res) {
  if (res.statusCode >= 200 && res.statusCode < 300) return res.body;
  const msg = res.body && res.body.error;
  if (res.statusCode === 503) {
    throw new CallsError(503, 'Salescall API is disabled for our account');
  }
  throw new CallsError(res.statusCode, msg || `HTTP ${res.statusCode}`);
}

async function storeLists(managerEmail) {
  const res = await api.get('contact-lists', { headers: { 'x-user-email': managerEmail } });
  return unwrap(res);
}

async function regroupList(managerEmail, listId, groupName) {
  const res = await api.patch(`contact-lists/${listId}`, {
    headers: { 'x-user-email': managerEmail },
    json: { groupName },
  });
  return unwrap(res);
}

async function addShoppers(managerEmail, listId, phones) {
  const res = await api.post(`contact-lists/${listId}/contacts`, {
    headers: { 'x-user-email': managerEmail },
    json: { phoneNumbers: phones },
  });
  return unwrap(res);
}

module.exports = { storeLists, regroupList, addShoppers, CallsError };
