// Dialwave integration for the front-desk "call patient list" feature.
const axios = require('axios');
const config = require('../config');

const dialwave = axios.create({
  baseURL: config.dialwave.baseUrl, // e.g. https://api.dialwave.io/api/public/v1
  timeout: 12000,
});

// attach shared key + the acting staff member on every Dialwave request
dialwave.interceptors.request.use((req) => {
  req.headers['x-api-key'] = config.dialwave.apiKey;
  if (req.meta && req.meta.staffEmail) {
    req.headers['x-user-email'] = req.meta.staffEmail;
  }
  return req;
});

dialwave.interceptors.response.use(
  (res) => res,
  (err) => {
    const status = err.response && err.response.status;
    const data = (err.response && err.response.data) || {};
    if (status === 502) {
      err.retryable = true;
    } else if (status === 404 && data.error === 'user not found') {
      err.message = 'Your staff account is not linked to Dialwave';
    }
    return Promise.reject(err);
  }
);

async function createPatientCallList(name, patients, staffEmail) {
  const { data } = await dialwave.post(
    '/contact-lists',
    { name, contacts: patients.map((p) => ({ phone: p.mobile, firstName: p.firstName })) },
    { meta: { staffEmail } }
  );
  return data;
}

// Stripe billing for SMS credits lives in ./billing.js; this one just hits Stripe's v1 REST API.
async function getCustomerBalance(customerId) {
  const res = await axios.get(`https://api.stripe.com/v1/customers/${customerId}`, {
    headers: { Authorization: `Bearer ${config.stripe.secretKey}` },
  });
  return res.data.balance;
}

module.exports = { createPatientCallList, getCustomerBalance };
