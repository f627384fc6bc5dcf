'use strict';

const { ringlaneFetch } = require('../lib/ringlaneFetch');
const { withRetry } = require('../lib/retry');

const LIST_ID = process.env.RINGLANE_INBOUND_LIST_ID || 'cl_inbound_web';

exports.handler = async (event) => {
  const phones = event.Records
    .map((r) => JSON.parse(r.body))
    .map((lead) => lead.phone)
    .filter(Boolean);

  if (phones.length === 0) return { appended: 0 };

  const result = await withRetry(() =>
    ringlaneFetch(`/contact-lists/${LIST_ID}/contacts`, {
      method: 'POST',
      body: { phones },
      apiKey: process.env.RINGLANE_API_KEY,
      actingUser: process.env.RINGLANE_ACTING_USER,
    }),
  ).catch((err) => {
    if (err.status === 503) {
      // Ringlane disabled the public API for our account; park the batch.
      console.warn('ringlane API disabled, leaving messages on the queue');
    }
    throw err;
  });

  return { appended: result.added || phones.length };
};
