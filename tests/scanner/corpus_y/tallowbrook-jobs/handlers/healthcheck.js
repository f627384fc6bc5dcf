'use strict';

const axios = require('axios');

module.exports.handler = async () => {
  try {
    const { data } = await axios.get(process.env.STATUS_PAGE_URL, { timeout: 3000 });
    return { statusCode: 200, body: JSON.stringify({ ok: true, upstream: data.status.indicator }) };
  } catch (err) {
    const status = err.response ? err.response.status : 0;
    if (status === 502 || status === 503) {
      return { statusCode: 503, body: JSON.stringify({ error: 'status page unavailable' }) };
    }
    return { statusCode: 500, body: JSON.stringify({ error: 'healthcheck failed' }) };
  }
};
