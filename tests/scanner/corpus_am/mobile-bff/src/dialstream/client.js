'use strict';

const axios = require('axios');
const config = require('../config');
const logger = require('../logger');
const { DialstreamError, fromAxiosError } = require('./errors');

const RETRYABLE = new Set([429, 502]);
const MAX_ATTEMPTS = 3;

const http = axios.create({
  baseURL: config.dialstream.baseUrl,
  timeout: config.dialstream.timeoutMs,
  headers: {
    'x-api-key': config.dialstream.apiKey,
    'content-type': 'application/json',
  },
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(actingEmail, method, url, data) {
  let lastErr;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    try {
      const res = await http.request({
        method,
        url,
        data,
        headers: { 'x-user-email': actingEmail },
      });
      return res.data;
    } catch (err) {
      lastErr = fromAxiosError(err);
      if (!RETRYABLE.has(lastErr.status) || attempt === MAX_ATTEMPTS) break;
      logger.warn({ status: lastErr.status, attempt }, 'dialstream retry');
      await sleep(250 * 2 ** attempt);
    }
  }

  if (lastErr.status === 503) {
    // Dialstream returns 503 when the public API is switched off for our account
    throw new DialstreamError(503, 'Dialstream API is disabled for this workspace');
  }
  if (lastErr.status === 404 && lastErr.message === 'user not found') {
    throw new DialstreamError(403, `No Dialstream seat for ${actingEmail}`);
  }
  throw lastErr;
}

module.exports = {
  listContactLists: (email) => call(email, 'get', '/contact-lists'),
  getContactList: (email, id) => call(email, 'get', `/contact-lists/${id}`),
  createContactList: (email, name) => call(email, 'post', '/contact-lists', { name }),
  renameContactList: (email, id, name) =>
    call(email, 'patch', `/contact-lists/${encodeURIComponent(id)}`, { name }),
  deleteContactList: (email, id) => call(email, 'delete', `/contact-lists/${encodeURIComponent(id)}`),
  addContacts: (email, id, phones) =>
    call(email, 'post', `/contact-lists/${id}/contacts`, { contacts: phones.map((phone) => ({ phone })) }),
  removeContact: (email, id, phone) =>
    call(email, 'delete', `/contact-lists/${id}/contacts/${encodeURIComponent(phone)}`),
};
