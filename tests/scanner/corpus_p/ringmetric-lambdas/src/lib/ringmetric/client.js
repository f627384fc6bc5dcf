'use strict';

const axios = require('axios');
const axiosRetry = require('axios-retry');
const config = require('./config');
const {
  RingmetricError,
  RingmetricTransientError,
  RingmetricDisabledError,
  RingmetricUserNotFoundError,
} = require('./errors');

const http = axios.create({
  baseURL: config.baseURL,
  timeout: config.timeoutMs,
  headers: {
    'X-API-Key': config.apiKey,
    'X-User-Id': config.actingUserId,
    'Content-Type': 'application/json',
  },
});

axiosRetry(http, {
  retries: 3,
  retryDelay: axiosRetry.exponentialDelay,
  retryCondition: (err) => [429, 502].includes(err.response?.status),
});

http.interceptors.response.use(undefined, (err) => {
  const status = err.response?.status;
  const body = err.response?.data || {};
  if (!status) throw err;
  if (status === 502) throw new RingmetricTransientError(status, body);
  if (status === 503) throw new RingmetricDisabledError(status, body);
  if (status === 404 && /user not found/i.test(body.error)) {
    throw new RingmetricUserNotFoundError(status, body);
  }
  throw new RingmetricError(status, body);
});

async function listContactLists({ cursor } = {}) {
  const { data } = await http.get('/contact-lists', { params: { cursor } });
  return data;
}

async function getContactList(id) {
  const { data } = await http.get(`/contact-lists/${encodeURIComponent(id)}`);
  return data;
}

async function addContacts(listId, contacts) {
  const { data } = await http.post(`/contact-lists/${listId}/contacts`, { contacts });
  return data;
}

async function removeContact(listId, phone) {
  await http.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
}

module.exports = { listContactLists, getContactList, addContacts, removeContact };
