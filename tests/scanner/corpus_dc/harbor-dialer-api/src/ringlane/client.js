'use strict';

const axios = require('axios');
const axiosRetry = require('axios-retry').default;
const config = require('../config');
const logger = require('../logger');
const { API_KEY_HEADER, ACTING_USER_HEADER, paths } = require('./constants');
const { RinglaneError } = require('./errors');

const { host, apiVersion, apiKey, timeoutMs, defaultUserEmail } = config.ringlane;

const ringlane = axios.create({
  baseURL: `${host}/api/public/${apiVersion}`,
  timeout: timeoutMs,
  headers: {
    [API_KEY_HEADER]: apiKey,
    'Content-Type': 'application/json',
  },
});

axiosRetry(ringlane, {
  retries: 3,
  retryDelay: axiosRetry.exponentialDelay,
  retryCondition: (err) => [429, 502].includes(err.response && err.response.status),
});

ringlane.interceptors.response.use(
  (res) => res,
  (err) => {
    if (!err.response) throw err;
    const { status, data, headers } = err.response;
    logger.warn({ status, requestId: headers['x-request-id'] }, 'ringlane call failed');
    throw new RinglaneError(status, data, headers['x-request-id']);
  },
);

function asUser(email) {
  return { headers: { [ACTING_USER_HEADER]: email || defaultUserEmail } };
}

async function listContactLists(email, { page = 1 } = {}) {
  const res = await ringlane.get(paths.lists, { ...asUser(email), params: { page } });
  return res.data;
}

async function getContactList(email, id) {
  const res = await ringlane.get(paths.list(id), asUser(email));
  return res.data;
}

async function createContactList(email, name) {
  const res = await ringlane.post(paths.lists, { name }, asUser(email));
  return res.data;
}

async function renameContactList(email, id, name) {
  const res = await ringlane.patch(paths.list(id), { name }, asUser(email));
  return res.data;
}

async function deleteContactList(email, id) {
  await ringlane.delete(paths.list(id), asUser(email));
}

async function addContacts(email, id, phones) {
  const res = await ringlane.post(paths.listContacts(id), { phones }, asUser(email));
  return res.data;
}

async function removeContact(email, id, phone) {
  await ringlane.delete(paths.listContact(id, phone), asUser(email));
}

module.exports = {
  ringlane,
  listContactLists,
  getContactList,
  createContactList,
  renameContactList,
  deleteContactList,
  addContacts,
  removeContact,
};
