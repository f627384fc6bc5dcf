'use strict';

// Sendwell newsletter platform - their "contact lists" are email audiences, nothing to do with the dialer.
const rp = require('request-promise');
const config = require('../config');

exports.subscribe = function (listId, email, firstName) {
  return rp({
    method: 'POST',
    uri: `${config.sendwell.baseUrl}/contact-lists/${listId}/subscribers`,
    headers: { 'x-api-key': config.sendwell.apiKey },
    body: { email: email, first_name: firstName },
    json: true
  }).catch(function (err) {
    if (err.statusCode === 404) {
      throw new Error('Sendwell list ' + listId + ' not found');
    }
    if (err.statusCode === 502 || err.statusCode === 503) {
      return null; // retried by the nightly job
    }
    throw new Error('Sendwell: ' + (err.error && err.error.error));
  });
};
