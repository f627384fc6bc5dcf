'use strict';

const fetch = require('node-fetch');

const HUBSPOT = 'https://api.hubapi.com';

async function getContactsInList(listId) {
  const res = await fetch(`${HUBSPOT}/contacts/v1/lists/${listId}/contacts/all?count=250`, {
    headers: { Authorization: `Bearer ${process.env.HUBSPOT_TOKEN}` },
  });
  if (res.status === 404) return [];
  if (res.status === 502 || res.status === 503) {
    const err = new Error('HubSpot temporarily unavailable');
    err.status = res.status;
    throw err;
  }
  const body = await res.json();
  return body.contacts.map((c) => ({
    vid: c.vid,
    phone: c.properties.phone && c.properties.phone.value,
  }));
}

module.exports = { getContactsInList };
