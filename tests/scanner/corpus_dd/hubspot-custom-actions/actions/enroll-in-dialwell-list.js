// HubSpot workflow custom code action (Node 18)
// Inputs: phone, hubspot_owner_email, dialwell_list_id
// Secret: DIALWELL_KEY
const axios = require('axios');

const DIALWELL = axios.create({
  baseURL: 'https://api.dialwell.io/api/public/v1',
  timeout: 15000,
});

exports.main = async (event, callback) => {
  const phone = event.inputFields['phone'];
  const ownerEmail = event.inputFields['hubspot_owner_email'];
  const listId = event.inputFields['dialwell_list_id'] || '8841';

  if (!phone) {
    return callback({ outputFields: { dialwell_status: 'skipped_no_phone' } });
  }

  try {
    await DIALWELL.post(
      `/contact-lists/${listId}/contacts`,
      { contacts: [{ phone, external_id: String(event.object.objectId) }] },
      {
        headers: {
          'X-Api-Key': process.env.DIALWELL_KEY,
          'X-User-Email': ownerEmail,
        },
      }
    );
    callback({ outputFields: { dialwell_status: 'enrolled' } });
  } catch (err) {
    const status = err.response && err.response.status;
    const msg = err.response && err.response.data && err.response.data.error;

    if (status === 502 || status === 429) {
      // throwing makes HubSpot retry the action for up to 3 days
      throw err;
    }
    if (status === 404 && msg === 'contact list not found') {
      return callback({ outputFields: { dialwell_status: 'list_missing' } });
    }
    if (status === 404) {
      return callback({ outputFields: { dialwell_status: 'owner_not_in_dialwell' } });
    }
    callback({ outputFields: { dialwell_status: `error_${status || 'network'}: ${msg || err.message}` } });
  }
};
