'use strict';

const axios = require('axios');
const settings = require('./settings');

function client({ base, as } = {}) {
  const instance = axios.create({
    baseURL: settings.baseURL(base),
    timeout: settings.timeoutMs,
    headers: {
      Authorization: `Bearer ${settings.token}`,
      Accept: 'application/json',
    },
  });

  instance.interceptors.request.use((cfg) => {
    if (as) cfg.headers['X-USER-EMAIL'] = as;
    return cfg;
  });

  instance.interceptors.response.use(undefined, (err) => {
    const res = err.response;
    if (!res) throw err;
    const e = new Error(describe(res));
    e.status = res.status;
    e.details = res.data?.details ?? [];
    throw e;
  });

  return instance;
}

function describe(res) {
  const message = res.data && res.data.error;
  if (res.status === 404 && message === 'user not found') {
    return 'Callhaven does not know the --as user (check their SSO account)';
  }
  if (res.status === 502) return 'Callhaven could not reach SSO; retry in a minute';
  if (res.status === 503) return 'Callhaven public API is turned off for Keystone';
  return `Callhaven ${res.status}: ${message || res.statusText}`;
}

module.exports = { client, describe };
