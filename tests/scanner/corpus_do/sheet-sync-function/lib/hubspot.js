'use strict';

const axios = require('axios');

// HubSpot private app token; lists API v3.
const hs = axios.create({
  baseURL: 'https://api.hubapi.com',
  headers: { Authorization: `Bearer ${process.env.HUBSPOT_TOKEN}` },
});

async function addToStaticList(listId, contactIds) {
  try {
    const { data } = await hs.put(`/crm/v3/lists/${listId}/memberships/add`, contactIds);
    return data;
  } catch (err) {
    const status = err.response && err.response.status;
    if (status === 502 || status === 503) {
      // HubSpot edge flakiness; the scheduler will run us again in 15 minutes
      return { recordIdsAdded: [] };
    }
    if (status === 404) throw new Error(`HubSpot list ${listId} not found`);
    throw err;
  }
}

module.exports = { addToStaticList };
