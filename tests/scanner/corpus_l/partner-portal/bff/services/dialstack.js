'use strict';

const axios = require('axios');
const axiosRetry = require('axios-retry').default;
const { dialstack } = require('../config');

function forUser(user) {
  const client = axios.create({
    baseURL: dialstack.baseUrl,
    timeout: dialstack.timeoutMs,
    headers: {
      'X-API-Key': dialstack.apiKey,
      'Content-Type': 'application/json',
    },
  });

  client.interceptors.request.use((config) => {
    config.headers['x-user-email'] = user.email;
    return config;
  });

  axiosRetry(client, {
    retries: 3,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (err) => [429, 502].includes(err.response?.status),
  });

  return {
    lists: (params) => client.get('/contact-lists', { params }).then((r) => r.data),
    rename: (id, name) => client.patch(`/contact-lists/${id}`, { name }).then((r) => r.data),
    addPhones: (id, phones) =>
      client.post(`/contact-lists/${id}/contacts`, { contacts: phones.map((phone) => ({ phone })) }),
  };
}

module.exports = { forUser };
