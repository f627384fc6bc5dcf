'use strict';

// Mailchimp audiences ("contact lists" in the UI). Used for the monthly driver newsletter.
const got = require('got');
const config = require('../config');

const api = got.extend({
  prefixUrl: `https://${config.mailchimp.server}.api.mailchimp.com/3.0`,
  username: 'anystring',
  password: config.mailchimp.apiKey,
  responseType: 'json',
});

async function addToContactList(listId, email) {
  try {
    const { body } = await api.post(`lists/${listId}/members`, { json: { email_address: email, status: 'subscribed' } });
    return body;
  } catch (err) {
    if (err.response && err.response.statusCode === 404) {
      // audience deleted in the Mailchimp UI
      return null;
    }
    if (err.response && err.response.statusCode === 503) {
      throw new Error('mailchimp unavailable, try later');
    }
    throw err;
  }
}

module.exports = { addToContactList };
