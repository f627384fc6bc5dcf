'use strict';

const got = require('got');
const { getSecret } = require('../lib/secrets');

const client = got.extend({
  prefixUrl: process.env.RINGLANE_URL,
  responseType: 'json',
  retry: { limit: 3, statusCodes: [429, 502, 504] },
  timeout: 10000,
});

// Step Functions task: { listId, phones: [...] } -> removes each phone from the list
exports.handler = async ({ listId, phones }) => {
  const key = await getSecret(process.env.RINGLANE_KEY_PARAM);
  const headers = {
    'x-api-key': key,
    'x-user-id': process.env.RINGLANE_ACTING_USER_ID,
  };

  const removed = [];
  const missing = [];
  for (const phone of phones) {
    try {
      await client.delete(`contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`, { headers });
      removed.push(phone);
    } catch (err) {
      const body = err.response && err.response.body;
      if (err.response && err.response.statusCode === 404 && body && body.error === 'contact list not found') {
        throw new Error(`ListGone:${listId}`);
      }
      if (err.response && err.response.statusCode === 503) {
        throw new Error('RinglaneApiDisabled');
      }
      if (err.response && err.response.statusCode === 404) {
        missing.push(phone);
        continue;
      }
      throw err;
    }
  }
  return { listId, removed, missing };
};
