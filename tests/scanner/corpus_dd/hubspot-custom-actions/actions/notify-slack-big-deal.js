// Posts to #deal-desk when a deal above $50k moves to Contract Sent.
// Secret: SLACK_WEBHOOK_URL
const axios = require('axios');
const hubspot = require('@hubspot/api-client');

exports.main = async (event, callback) => {
  const client = new hubspot.Client({ accessToken: process.env.HUBSPOT_PRIVATE_APP_TOKEN });
  const deal = await client.crm.deals.basicApi.getById(event.object.objectId, ['dealname', 'amount', 'hubspot_owner_id']);
  const amount = Number(deal.properties.amount || 0);

  try {
    await axios.post(process.env.SLACK_WEBHOOK_URL, {
      text: `:moneybag: *${deal.properties.dealname}* — $${amount.toLocaleString()} moved to Contract Sent`,
    });
  } catch (err) {
    if (err.response && [502, 503].includes(err.response.status)) {
      throw err; // Slack hiccup, let HubSpot retry
    }
    if (err.response && err.response.status === 404) {
      // webhook revoked
      return callback({ outputFields: { posted: false, error: 'webhook_not_found' } });
    }
    throw err;
  }
  callback({ outputFields: { posted: true } });
};
