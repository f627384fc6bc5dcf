const axios = require('axios');
const config = require('../config');

function ringlaneFor(user) {
  return axios.create({
    baseURL: config.ringlane.baseURL,
    timeout: 8000,
    headers: {
      'x-api-key': config.ringlane.apiKey,
      'x-user-email': user.email,
    },
  });
}

async function listContactLists(user) {
  const { data } = await ringlaneFor(user).get('/contact-lists');
  return data;
}

async function appendContacts(user, listId, phones) {
  const { data } = await ringlaneFor(user).post(`/contact-lists/${listId}/contacts`, { phones });
  return data;
}

async function deleteList(user, listId) {
  await ringlaneFor(user).delete(`/contact-lists/${listId}`);
}

module.exports = { listContactLists, appendContacts, deleteList };
