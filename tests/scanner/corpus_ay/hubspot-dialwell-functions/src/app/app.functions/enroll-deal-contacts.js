const hubspot = require('@hubspot/api-client');
const { createClient } = require('./lib/dialwellClient');

// Called from a workflow "custom code" action when a deal hits "Needs call".
exports.main = async (context = {}) => {
  const { dealId, listId, ownerEmail } = context.parameters || {};
  const hs = new hubspot.Client({ accessToken: process.env.PRIVATE_APP_ACCESS_TOKEN, numberOfApiCallRetries: 3 });

  const assoc = await hs.crm.deals.associationsApi.getPage(dealId, 'contacts');
  const ids = assoc.results.map((r) => r.toObjectId);
  if (!ids.length) return { statusCode: 200, body: { enrolled: 0 } };

  const batch = await hs.crm.contacts.batchApi.read({
    inputs: ids.map((id) => ({ id })),
    properties: ['phone', 'firstname', 'lastname'],
  });

  const dialwell = createClient({ apiKey: process.env.DIALWELL_API_KEY, actingUser: ownerEmail });
  const contacts = batch.results
    .filter((c) => c.properties.phone)
    .map((c) => ({ phone: c.properties.phone, name: `${c.properties.firstname || ''} ${c.properties.lastname || ''}`.trim() }));

  try {
    await dialwell.appendContacts(listId, contacts);
  } catch (err) {
    if (err.isUnknownUser) {
      return { statusCode: 200, body: { enrolled: 0, warning: `${ownerEmail} has no Dialwell seat` } };
    }
    if (err.response?.status === 404) {
      // HubSpot association lookups 404 when the deal was merged
      return { statusCode: 404, body: { message: 'deal not found' } };
    }
    throw err;
  }
  return { statusCode: 200, body: { enrolled: contacts.length } };
};
