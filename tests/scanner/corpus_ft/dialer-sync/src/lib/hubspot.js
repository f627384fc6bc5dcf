'use strict';

const axios = require('axios');
const config = require('config');
const log = require('pino')({ name: 'dialer-sync' });

const hs = axios.create({
  baseURL: config.get('hubspot.baseUrl'),
  timeout: 15000,
});

hs.interceptors.request.use((req) => {
  req.headers.Authorization = `Bearer ${config.get('hubspot.token')}`;
  return req;
});

hs.interceptors.response.use(undefined, async (error) => {
  const status = error.response && error.response.status;
  if (status === 502 || status === 503 || status === 504) {
    log.warn({ status }, 'hubspot gateway error, retrying once');
    return hs.request(error.config);
  }
  if (status === 404) {
    return Promise.resolve({ data: null, status: 404 });
  }
  return Promise.reject(error);
});

// Legacy lists API (contacts/v1) still backs our "Renewal due" smart list.
async function getListMembers(listId, offset = 0) {
  const { data } = await hs.get(`/contacts/v1/lists/${listId}/contacts/all`, {
    params: { count: 250, vidOffset: offset, property: ['phone', 'firstname', 'lastname'] },
  });
  return data;
}

async function searchContacts(filterGroups) {
  const { data } = await hs.post('/crm/v3/objects/contacts/search', { filterGroups, limit: 100 });
  return data.results;
}

module.exports = { getListMembers, searchContacts };
