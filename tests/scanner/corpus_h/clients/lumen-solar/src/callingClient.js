'use strict';

// Migrated to the calling service v2 contract in 2025 (was v1 + x-api-key).
const crypto = require('crypto');
const fetch = require('node-fetch');

const BASE = process.env.CALLING_BASE_URL || 'https://calls.lumen-solar.test/api/public/v2';
const KEY = process.env.CALLING_API_KEY; // lsk_live_<uuid>.<secret>, from Vault

class CallingError extends Error {
  constructor(status, err) {
    super(err.message);
    this.status = status;
    this.code = err.code;
    this.requestId = err.requestId;
    this.details = err.details || [];
  }
}

async function call(method, path, body) {
  const headers = { Authorization: `Bearer ${KEY}`, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers['Idempotency-Key'] = crypto.randomUUID();
  const res = await fetch(`${BASE}${path}`, { method, headers, body: body && JSON.stringify(body) });
  const json = res.status === 204 ? null : await res.json();
  if (!res.ok) {
    throw new CallingError(res.status, json.error);
  }
  return json;
}

async function createInstallerList(ownerId, name) {
  return call('POST', '/lists', { name, ownerId, groupName: 'installers' });
}

async function removeFromList(listId, contactId) {
  return call('DELETE', `/lists/${listId}/contacts/${contactId}`);
}

async function whoAmI() {
  try {
    return await call('GET', '/me');
  } catch (e) {
    if (e.code === 'invalid_api_key' || e.code === 'inactive_membership') {
      throw new Error(`calling key rejected (${e.code}, request ${e.requestId})`);
    }
    if (e.status === 503) {
      return null; // temporary service failure, retry later
    }
    throw e;
  }
}

module.exports = { createInstallerList, removeFromList, whoAmI, CallingError };
