'use strict';

const axios = require('axios');
const { mailchimp } = require('../config');

const mc = axios.create({
  baseURL: mailchimp.baseUrl,
  auth: { username: 'anystring', password: mailchimp.apiKey },
});

async function addMembers(listId, emails) {
  return mc.post(`/lists/${listId}`, {
    members: emails.map((email_address) => ({ email_address, status: 'subscribed' })),
    update_existing: true,
  });
}

module.exports = { addMembers };
