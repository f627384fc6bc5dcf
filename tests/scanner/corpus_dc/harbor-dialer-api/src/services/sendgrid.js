'use strict';

// Marketing contact lists live in SendGrid, not Ringlane.
const client = require('@sendgrid/client');
const config = require('../config');

client.setApiKey(config.sendgrid.apiKey);

async function addToNurtureList(contacts) {
  const [response, body] = await client.request({
    method: 'PUT',
    url: '/v3/marketing/contacts',
    body: { list_ids: [config.sendgrid.nurtureListId], contacts },
  });
  if (response.statusCode >= 400) {
    throw new Error(body.errors ? body.errors.map((e) => e.message).join('; ') : body.error);
  }
  return body.job_id;
}

async function getContactLists() {
  const [, body] = await client.request({ method: 'GET', url: '/v3/marketing/lists?page_size=100' });
  return body.result;
}

module.exports = { addToNurtureList, getContactLists };
