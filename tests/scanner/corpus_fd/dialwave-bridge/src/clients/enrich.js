const axios = require('axios');
const config = require('../config');

// Internal enrichment service (behind the AWS API Gateway); it uses the usual gateway key.
const enrich = axios.create({
  baseURL: config.enrich.baseUrl,
  timeout: 5000,
  headers: { 'x-api-key': config.enrich.apiKey },
});

async function enrichPhone(phone, actorEmail) {
  try {
    const { data } = await enrich.get('/phones', { params: { phone }, headers: { 'X-User-Email': actorEmail } });
    return data;
  } catch (err) {
    const status = err.response?.status;
    if (status === 502 || status === 504) return null; // lambda cold start, best effort
    if (status === 404) return null;
    throw new Error(err.response?.data?.error || err.message);
  }
}

module.exports = { enrichPhone };
