'use strict';

const fetch = require('node-fetch');

const BASE = process.env.RINGLANE_URL; // e.g. https://api.ringlane.io/api/public/v1

class RinglaneHttpError extends Error {
  constructor(status, body) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
    this.status = status;
    this.details = (body.details || []).map((d) => ({ field: d.path, message: d.message }));
    this.body = body;
  }
}

async function ringlaneFetch(path, { method = 'GET', body, apiKey, actingUser } = {}) {
  const res = await fetch(`${BASE}${path}`, {
    method,
    headers: {
      'X-Api-Key': apiKey,
      'X-User-Email': actingUser,
      'content-type': 'application/json',
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : {};
  if (!res.ok) throw new RinglaneHttpError(res.status, json);
  return json;
}

module.exports = { ringlaneFetch, RinglaneHttpError };
