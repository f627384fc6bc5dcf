'use strict';

// Sends each rep a morning digest: yesterday's calls plus the local forecast.
// The mail relay and weather APIs are both v1 REST APIs authenticated with
// x-api-key. The Calling Service part uses the v2 API with a Bearer key
// (no more /api/public/v1, no more x-user-email).

const MAIL_URL = 'https://api.mailrelay.example.com/v1/mail/send';
const WEATHER_URL = 'https://api.weather.example.com/v1/forecast';
const CALLING_BASE = process.env.CALLING_BASE_URL || 'https://calls.acme-sales.com/api/public/v2';

async function forecast(city) {
  const res = await fetch(`${WEATHER_URL}?city=${encodeURIComponent(city)}&days=1`, {
    headers: { 'X-Api-Key': process.env.WEATHER_API_KEY },
  });
  if (!res.ok) return null;
  return res.json();
}

async function getCall(callSid) {
  const res = await fetch(`${CALLING_BASE}/calls/${encodeURIComponent(callSid)}`, {
    headers: { Authorization: `Bearer ${process.env.CALLING_API_KEY}` },
  });
  if (res.status === 404) return null;
  if (!res.ok) {
    const body = await res.json();
    throw new Error(`${body.error.code}: ${body.error.message} (${body.error.requestId})`);
  }
  return res.json();
}

async function sendDigest(rep, callSids) {
  const calls = (await Promise.all(callSids.map(getCall))).filter(Boolean);
  const weather = await forecast(rep.city);
  const res = await fetch(MAIL_URL, {
    method: 'POST',
    headers: {
      'x-api-key': process.env.MAILRELAY_API_KEY,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      to: rep.email,
      template: 'daily-digest-v1',
      data: { calls, weather },
    }),
  });
  if (res.status === 503) {
    throw new Error('mail relay unavailable, will retry on next run');
  }
  return res.ok;
}

module.exports = { sendDigest };
