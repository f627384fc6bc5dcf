'use strict';

const { ringlaneFetch, RinglaneHttpError } = require('../lib/ringlaneFetch');

// Step Functions task: makes sure this week's list exists and returns its id.
exports.handler = async ({ weekOf }) => {
  const name = `Weekly refresh ${weekOf}`;
  const auth = { apiKey: process.env.RINGLANE_API_KEY, actingUser: process.env.RINGLANE_ACTING_USER };

  try {
    const existing = await ringlaneFetch(`/contact-lists?name=${encodeURIComponent(name)}`, auth);
    if (existing.data && existing.data.length) return { listId: existing.data[0].id, created: false };

    const created = await ringlaneFetch('/contact-lists', { ...auth, method: 'POST', body: { name } });
    return { listId: created.id, created: true };
  } catch (err) {
    if (err instanceof RinglaneHttpError && err.status === 404) {
      // v1 returns 404 when the acting user is unknown to the IdP
      throw new Error(`ActingUserNotProvisioned: ${err.message}`);
    }
    throw err;
  }
};
