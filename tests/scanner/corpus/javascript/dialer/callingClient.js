'use strict';

// Calling Service client used by the dashboard backend.
// TODO(CALL-812): migrate to /api/public/v2 and drop the per-rep headers.

const axios = require('axios');

const calling = axios.create({
  baseURL: `${process.env.CALLING_HOST}/api/public/v1`,
  timeout: 10000,
  headers: {
    'X-API-Key': process.env.CALLING_API_KEY,
    'Content-Type': 'application/json',
  },
});

// Stripe is only used for the seat count widget.
const stripe = axios.create({
  baseURL: 'https://api.stripe.com/v1',
  headers: { Authorization: `Bearer ${process.env.STRIPE_SECRET_KEY}` },
});

function asRep(email) {
  return { headers: { 'X-User-Email': email } };
}

async function renameList(listId, name, repEmail) {
  try {
    const { data } = await calling.patch(`/contact-lists/${listId}`, { name }, asRep(repEmail));
    return data;
  } catch (err) {
    const res = err.response;
    if (!res) throw err;
    if (res.status === 503) {
      // Vendor has the public API switched off; don't hammer it.
      throw new Error('Calling API disabled by the vendor; aborting sync');
    }
    if (res.data && res.data.error === 'User not found') {
      throw new Error(`No calling user for ${repEmail}`);
    }
    throw err;
  }
}

async function seatCount(customerId) {
  const { data } = await stripe.get(`/subscriptions`, { params: { customer: customerId } });
  return data.data.reduce((n, sub) => n + (sub.quantity || 0), 0);
}

module.exports = { renameList, seatCount };
