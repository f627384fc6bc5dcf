"use strict";
// One-off job from 2022; still run weekly by cron. Talks to Dialforge directly.
const fetch = require("node-fetch");

const DIALFORGE_URL = process.env.DIALFORGE_URL || "https://api.dialforge.com/api/public/v1";

async function removeFromList(listId, phone) {
  const url = `${DIALFORGE_URL}/contact-lists/${listId}/contacts/${encodeURIComponent(phone)}`;
  const res = await fetch(url, {
    method: "DELETE",
    headers: {
      Authorization: `Bearer ${process.env.DIALFORGE_API_KEY}`,
      "X-User-Email": process.env.DIALFORGE_ACTING_EMAIL,
    },
  });
  if (res.status === 503) {
    console.warn("Dialforge public API disabled on the server; aborting purge");
    process.exit(0);
  }
  if (!res.ok && res.status !== 404) {
    const body = await res.json().catch(() => ({}));
    throw new Error(`purge failed for ${phone}: ${body.error}`);
  }
}

module.exports = { removeFromList };
