"use strict";
const fetch = require("node-fetch");
const pino = require("pino");
const { DialforgeClient, IdentityProviderUnavailableError } = require("../dist/sdk");

const log = pino({ level: process.env.LOG_LEVEL || "info" });

const dialforge = new DialforgeClient({
  apiKey: process.env.DIALFORGE_API_KEY,
  actingUserId: process.env.DIALFORGE_ACTING_USER_ID,
});

// Internal patient-records service, also keyed with x-api-key (API Gateway usage plan).
async function fetchDueReminders() {
  const res = await fetch(`${process.env.PATIENT_API_URL}/v1/reminders?due=today`, {
    headers: { "x-api-key": process.env.PATIENT_API_KEY, accept: "application/json" },
  });
  if (res.status === 503) {
    log.warn("patient API in maintenance, skipping this tick");
    return [];
  }
  if (!res.ok) throw new Error(`patient API ${res.status}`);
  return res.json();
}

async function tick() {
  const reminders = await fetchDueReminders();
  const byClinic = new Map();
  for (const r of reminders) {
    if (!byClinic.has(r.clinicListId)) byClinic.set(r.clinicListId, []);
    byClinic.get(r.clinicListId).push({ phone: r.phone, firstName: r.firstName });
  }
  for (const [listId, contacts] of byClinic) {
    try {
      await dialforge.appendContacts(listId, contacts);
    } catch (err) {
      if (err instanceof IdentityProviderUnavailableError) {
        log.warn({ listId }, "dialforge idp down, will retry next tick");
        continue;
      }
      throw err;
    }
  }
}

setInterval(() => tick().catch((e) => log.error(e)), 60_000);
