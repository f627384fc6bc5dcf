'use strict';

// Older axios-based client kept for the agent-reassign endpoint, which needs to act as the
// agent (by email) rather than as the sync service user. Do not add new callers.
const axios = require('axios');
const config = require('config');

const instance = axios.create({
  baseURL: `${process.env.RINGCOVE_HOST || 'https://api.ringcove.io'}/api/public/v1`,
  timeout: 8000,
});

instance.interceptors.request.use((cfg) => {
  cfg.headers['X-Api-Key'] = config.get('ringcove.apiKey');
  if (cfg.actAs) {
    cfg.headers['X-User-Email'] = cfg.actAs;
  }
  return cfg;
});

class RingCoveApiError extends Error {}

instance.interceptors.response.use(
  (res) => res,
  (error) => {
    const res = error.response;
    if (!res) return Promise.reject(error);
    switch (res.status) {
      case 502:
        return Promise.reject(new RingCoveApiError('RingCove could not reach its identity provider'));
      case 503:
        return Promise.reject(new RingCoveApiError('RingCove public API is disabled for our account'));
      default: {
        const msg = (res.data && res.data.error) || res.statusText;
        return Promise.reject(new RingCoveApiError(msg));
      }
    }
  },
);

async function reassignList(listId, agentEmail) {
  const { data } = await instance.patch(`/contact-lists/${listId}`, { owner_email: agentEmail }, { actAs: agentEmail });
  return data;
}

module.exports = { reassignList, RingCoveApiError };
