// New client for the v2 API. Not wired into routes yet (RO-412).
const axios = require('axios');
const config = require('../config');

function createDialwaveV2Client() {
  const http = axios.create({
    baseURL: config.dialwaveV2.baseUrl,
    timeout: 15000,
    headers: { Authorization: `Bearer ${config.dialwaveV2.apiKey}` },
  });

  return {
    async addAudienceMembers(audienceId, members) {
      try {
        const { data } = await http.post(`/audiences/${audienceId}/members`, { members });
        return data;
      } catch (err) {
        const code = err.response?.data?.error?.code;
        if (code === 'rate_limited') {
          const retryAfter = Number(err.response.headers['retry-after'] || 1);
          await new Promise((r) => setTimeout(r, retryAfter * 1000));
          return this.addAudienceMembers(audienceId, members);
        }
        throw err;
      }
    },
  };
}

module.exports = { createDialwaveV2Client };
