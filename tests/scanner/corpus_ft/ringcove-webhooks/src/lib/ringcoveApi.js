'use strict';

const axios = require('axios');

const api = axios.create({
  baseURL: process.env.RINGCOVE_API_BASE,
  timeout: 5000,
  headers: {
    'x-api-key': process.env.RINGCOVE_API_KEY,
    'x-user-id': process.env.RINGCOVE_SERVICE_USER_ID,
  },
});

// Remove an opted-out number from every dialer list it is on.
async function removeFromLists(phone, listIds) {
  const results = [];
  for (const listId of listIds) {
    try {
      await api.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
      results.push({ listId, ok: true });
    } catch (err) {
      const status = err.response && err.response.status;
      const reason = err.response && err.response.data ? err.response.data.error : err.message;
      if (status === 502 || status === 503) {
        // IdP down or API switched off - let Lambda retry the whole event
        throw err;
      }
      results.push({ listId, ok: false, reason });
    }
  }
  return results;
}

module.exports = { removeFromLists };
