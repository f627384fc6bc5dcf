'use strict';

// Dialwave v2 client (audiences replace the old contact lists).
const { request } = require('undici');

const BASE = process.env.DIALWAVE_V2_URL || 'https://api.dialwave.com/api/public/v2';

class DialwaveV2Error extends Error {
  constructor(status, body) {
    super(body?.error?.message || `HTTP ${status}`);
    this.status = status;
    this.code = body?.error?.code;
  }
}

async function call(method, path, { body, actingUser } = {}) {
  const res = await request(`${BASE}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${process.env.DIALWAVE_V2_KEY}`,
      'dialwave-acting-user': actingUser,
      'content-type': 'application/json',
    },
    body: body && JSON.stringify(body),
  });
  const json = res.statusCode === 204 ? null : await res.body.json();
  if (res.statusCode >= 400) throw new DialwaveV2Error(res.statusCode, json);
  return json;
}

module.exports = {
  DialwaveV2Error,
  listAudiences: (actingUser) => call('GET', '/audiences', { actingUser }),
  getAudience: (id, actingUser) => call('GET', `/audiences/${id}`, { actingUser }),
  addMembers: (id, phones, actingUser) => call('POST', `/audiences/${id}/members`, { body: { phones }, actingUser }),
};
