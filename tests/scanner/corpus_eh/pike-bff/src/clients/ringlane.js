const axios = require('axios');
const axiosRetry = require('axios-retry').default;
const config = require('../config');

// Ringlane answers 502 when their Okta lookup times out; worth a couple of retries.
const RETRY_STATUSES = [429, 502];

function ringlaneFor(rep) {
  const client = axios.create({
    baseURL: config.ringlane.baseUrl,
    timeout: 10000,
    headers: {
      'x-api-key': config.ringlane.apiKey,
      'x-user-id': rep.oktaId,
    },
  });
  axiosRetry(client, {
    retries: 2,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (err) => RETRY_STATUSES.includes(err.response?.status),
  });
  return client;
}

class RinglaneError extends Error {
  constructor(status, body) {
    super(body?.error || `Ringlane HTTP ${status}`);
    this.status = status;
    this.details = Array.isArray(body?.details) ? body.details : [];
    this.userNotFound = status === 404 && body?.error === 'user not found';
  }
}

async function call(rep, fn) {
  try {
    const { data } = await fn(ringlaneFor(rep));
    return data;
  } catch (err) {
    if (err.response) throw new RinglaneError(err.response.status, err.response.data);
    throw err;
  }
}

module.exports = {
  RinglaneError,
  listContactLists: (rep) => call(rep, (c) => c.get('/contact-lists')),
  getContactList: (rep, listId) => call(rep, (c) => c.get(`/contact-lists/${listId}`)),
  renameContactList: (rep, listId, name) => call(rep, (c) => c.patch(`/contact-lists/${listId}`, { name })),
  deleteContactList: (rep, listId) => call(rep, (c) => c.delete(`/contact-lists/${listId}`)),
  createContactList: (rep, name, phones) => call(rep, (c) => c.post('/contact-lists', { name, phones })),
  appendContacts: (rep, listId, phones) =>
    call(rep, (c) => c.post(`/contact-lists/${encodeURIComponent(listId)}/contacts`, { phones })),
  removeContact: (rep, listId, phone) =>
    call(rep, (c) => c.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`)),
  recentCalls: (rep, since) => call(rep, (c) => c.get('/calls', { params: { since } })),
};
