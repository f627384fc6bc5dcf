'use strict';

const axios = require('axios');
const { getOptedOutPhones } = require('../lib/optouts');

const dialwise = axios.create({
  baseURL: process.env.DIALWISE_URL,
  timeout: 15000,
  headers: {
    'x-api-key': process.env.DIALWISE_API_KEY,
    'x-user-email': process.env.DIALWISE_SERVICE_USER,
  },
});

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function removePhone(listId, phone, attempt = 1) {
  try {
    await dialwise.delete(`/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`);
  } catch (err) {
    const status = err.response && err.response.status;
    if (status === 502 && attempt < 4) {
      // Dialwise could not reach their identity provider, try again
      await sleep(1000 * attempt);
      return removePhone(listId, phone, attempt + 1);
    }
    const message = err.response && err.response.data && err.response.data.error;
    console.error(`prune failed list=${listId} phone=${phone}: ${message || err.message}`);
  }
}

module.exports.handler = async () => {
  const { data } = await dialwise.get('/contact-lists', { params: { limit: 200 } });
  const optedOut = await getOptedOutPhones();
  for (const list of data.data) {
    for (const phone of optedOut) {
      await removePhone(list.id, phone);
    }
  }
  return { lists: data.data.length, phones: optedOut.length };
};
