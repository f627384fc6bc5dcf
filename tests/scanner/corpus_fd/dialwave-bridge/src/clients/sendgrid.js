const axios = require('axios');
const config = require('../config');

const sendgrid = axios.create({
  baseURL: 'https://api.sendgrid.com/v3',
  headers: { Authorization: `Bearer ${config.sendgrid.apiKey}` },
});

async function addToContactList(listId, contacts) {
  const res = await sendgrid.put('/marketing/contacts', { list_ids: [listId], contacts });
  return res.data.job_id;
}

async function getContactLists() {
  const res = await sendgrid.get('/marketing/lists', { params: { page_size: 100 } });
  return res.data.result;
}

module.exports = { addToContactList, getContactLists };
