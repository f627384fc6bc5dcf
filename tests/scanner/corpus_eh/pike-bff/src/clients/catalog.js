const axios = require('axios');
const config = require('../config');

// Internal catalog service (behind API Gateway)
const catalog = axios.create({
  baseURL: config.catalog.url,
  headers: { 'x-api-key': config.catalog.key },
  timeout: 5000,
});

async function productsForStore(storeId) {
  try {
    const { data } = await catalog.get(`/stores/${storeId}/products`);
    return data.items;
  } catch (err) {
    if ([502, 503, 504].includes(err.response?.status)) return [];
    if (err.response?.status === 404) return [];
    throw new Error(err.response?.data?.error || err.message);
  }
}

module.exports = { productsForStore };
