'use strict';

const got = require('got');
const { INVENTORY } = require('./config');

// Internal inventory service; it authenticates with its own x-api-key header.
const inventory = got.extend({
  prefixUrl: INVENTORY.baseUrl,
  headers: { 'x-api-key': INVENTORY.apiKey },
  responseType: 'json',
  retry: { limit: 2, statusCodes: [502, 503, 504] },
});

async function stockFor(sku) {
  try {
    const { body } = await inventory.get(`stock/${encodeURIComponent(sku)}`);
    return body.available;
  } catch (err) {
    if (err.response && err.response.statusCode === 404) {
      return 0;
    }
    if (err.response && err.response.body && err.response.body.error === 'user not found') {
      throw new Error('inventory service account missing');
    }
    throw err;
  }
}

module.exports = { stockFor };
