'use strict';

// Nightly: delete dialer lists whose saved view was deleted in Harborly.
// Written before dialer-kit had deleteContactList, so it calls Dialwise directly.
const axios = require('axios');
const config = require('../lib/config');

const dialwise = axios.create({
  baseURL: `${config.dialwise.host}/api/public/v1`,
  timeout: 15000,
});

module.exports = async function purgeStaleLists(job) {
  const { listIds, adminEmail } = job.data;
  const results = { deleted: 0, missing: 0 };
  for (const id of listIds) {
    try {
      await dialwise.delete(`/contact-lists/${id}`, {
        headers: {
          'X-API-KEY': config.dialwise.apiKey,
          'X-USER-EMAIL': adminEmail,
        },
      });
      results.deleted += 1;
    } catch (err) {
      if (err.response && err.response.status === 404 && err.response.data.error === 'contact list not found') {
        results.missing += 1;
        continue;
      }
      throw err;
    }
  }
  return results;
};
