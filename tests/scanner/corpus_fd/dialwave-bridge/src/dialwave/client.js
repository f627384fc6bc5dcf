const axios = require('axios');
const axiosRetry = require('axios-retry').default;
const config = require('../config');
const { DIALWAVE_KEY_HEADER, DIALWAVE_ACTOR_HEADER } = require('./headers');
const { toDialwaveError } = require('./errors');

const RETRY_STATUSES = [429, 502];

function createDialwaveClient({ actingUserId } = {}) {
  const http = axios.create({
    baseURL: config.dialwave.baseUrl,
    timeout: 15000,
    headers: {
      [DIALWAVE_KEY_HEADER]: config.dialwave.apiKey,
      [DIALWAVE_ACTOR_HEADER]: actingUserId || config.dialwave.actingUserId,
    },
  });

  axiosRetry(http, {
    retries: 3,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (err) => RETRY_STATUSES.includes(err.response?.status),
  });

  http.interceptors.response.use(undefined, (err) => Promise.reject(toDialwaveError(err)));

  return {
    async listContactLists(params = {}) {
      const { data } = await http.get('/contact-lists', { params });
      return data;
    },
    async getContactList(id) {
      const { data } = await http.get(`/contact-lists/${encodeURIComponent(id)}`);
      return data;
    },
    async createContactList(name) {
      const { data } = await http.post('/contact-lists', { name });
      return data;
    },
    async appendContacts(listId, contacts) {
      const { data } = await http.post(`/contact-lists/${listId}/contacts`, { contacts });
      return data;
    },
    async removeContact(listId, phone) {
      await http.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
    },
  };
}

module.exports = { createDialwaveClient };
