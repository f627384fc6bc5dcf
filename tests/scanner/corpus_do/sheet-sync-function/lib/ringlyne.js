'use strict';

const axios = require('axios');
const axiosRetry = require('axios-retry').default;

const DEFAULT_BASE = 'https://api.ringlyne.io/api/public/v1';
const RETRY_ON = [429, 502];

class RinglyneError extends Error {
  constructor(status, message, details = []) {
    super(message);
    this.name = 'RinglyneError';
    this.status = status;
    this.details = details;
    this.retryable = RETRY_ON.includes(status);
  }
}

function toRinglyneError(err) {
  if (!err.response) return err;
  const { status, data } = err.response;
  const msg = (data && typeof data.error === 'string') ? data.error : err.message;
  if (status === 503) {
    return new RinglyneError(status, `Ringlyne public API disabled on server: ${msg}`);
  }
  if (status === 404 && msg === 'user not found') {
    return new RinglyneError(status, 'acting user is not provisioned in Ringlyne');
  }
  return new RinglyneError(status, msg, (data && data.details) || []);
}

function ringlyneClient({ apiKey, actingUser, baseURL = process.env.RINGLYNE_BASE_URL || DEFAULT_BASE }) {
  const http = axios.create({
    baseURL,
    timeout: 10000,
    headers: {
      'X-API-KEY': apiKey,
      'X-User-Email': actingUser,
    },
  });
  axiosRetry(http, {
    retries: 3,
    retryDelay: axiosRetry.exponentialDelay,
    retryCondition: (e) => e.response && RETRY_ON.includes(e.response.status),
  });
  http.interceptors.response.use((r) => r, (e) => Promise.reject(toRinglyneError(e)));

  return {
    listContactLists: () => http.get('/contact-lists').then((r) => r.data.data),
    appendContacts: (listId, phones) =>
      http.post(`/contact-lists/${encodeURIComponent(listId)}/contacts`, {
        contacts: phones.map((phone) => ({ phone })),
      }).then((r) => r.data),
  };
}

module.exports = { ringlyneClient, RinglyneError };
