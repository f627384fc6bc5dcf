'use strict';

// Worker that consumes "beacon-legacy" queue messages and keeps the Beacon recall
// lists in step with appointment changes (patient rebooked -> drop from recall list).
const axios = require('axios');
const axiosRetry = require('axios-retry').default;

const BEACON_API_VERSION = process.env.BEACON_API_VERSION || 'v1';
const beacon = axios.create({
  baseURL: `${process.env.BEACON_HOST || 'https://carely.ringpilot.io'}/api/public/${BEACON_API_VERSION}`,
  timeout: 10_000,
  headers: {
    'X-API-Key': process.env.BEACON_API_KEY,
    'X-User-Email': process.env.BEACON_SCHEDULER_EMAIL || 'recall-bot@carely.health',
  },
});

axiosRetry(beacon, {
  retries: 3,
  retryDelay: axiosRetry.exponentialDelay,
  retryCondition: (err) => [502, 429].includes(err.response?.status),
});

const carely = axios.create({ baseURL: 'https://api.carely.health/v1', timeout: 5_000 });

async function dropRebookedPatient(listId, phone) {
  try {
    await beacon.delete(`/contact-lists/${listId}/contacts`, { params: { phoneNumber: phone } });
  } catch (err) {
    const body = err.response?.data;
    if (body?.error === 'user not found') {
      console.error('recall-bot is not a Beacon user; ask ops to re-invite it');
      return false;
    }
    if (err.response?.status === 503) {
      console.warn('Beacon public API is switched off; skipping', listId);
      return false;
    }
    throw new Error(`Beacon delete failed: ${body?.error ?? err.message}`);
  }
  return true;
}

async function handle(message) {
  if (message.callStatus !== 'rebooked') return;
  const { data: appt } = await carely.get(`/appointments/by-phone/${encodeURIComponent(message.phoneNumber)}`);
  if (appt?.status === 'booked') {
    await dropRebookedPatient(message.listId, message.phoneNumber);
  }
}

module.exports = { handle, dropRebookedPatient };
