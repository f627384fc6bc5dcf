const client = require('@sendgrid/client');
const config = require('../config');

client.setApiKey(config.sendgrid.apiKey);

// Marketing contact lists used for the weekly store-manager digest.
async function addToDigestList(listId, emails) {
  const [response] = await client.request({
    method: 'PUT',
    url: '/v3/marketing/contacts',
    body: { list_ids: [listId], contacts: emails.map((email) => ({ email })) },
  });
  return response.body;
}

async function getList(listId) {
  try {
    const [response] = await client.request({ method: 'GET', url: `/v3/marketing/lists/${listId}` });
    return response.body;
  } catch (err) {
    if (err.code === 404) return null;
    throw err;
  }
}

module.exports = { addToDigestList, getList };
