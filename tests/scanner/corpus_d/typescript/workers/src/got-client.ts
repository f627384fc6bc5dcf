import crypto from 'node:crypto';
import got, { Got, HTTPError } from 'got';

/**
 * Ringlane v2 client (migrated in WRK-412). Bearer auth, idempotency keys,
 * structured errors. Twilio is used for SMS follow-ups.
 */
interface RinglaneProblem {
  error: { code: string; message: string; requestId: string };
}

export const ringlane: Got = got.extend({
  prefixUrl: process.env.RINGLANE_V2_URL ?? 'https://api.ringlane.io/api/public/v2',
  headers: { authorization: `Bearer ${process.env.RINGLANE_API_KEY}` },
  retry: { limit: 3, statusCodes: [408, 429, 503], methods: ['GET'] },
  responseType: 'json',
});

export const twilio: Got = got.extend({
  prefixUrl: `https://api.twilio.com/2010-04-01/Accounts/${process.env.TWILIO_ACCOUNT_SID}`,
  username: process.env.TWILIO_ACCOUNT_SID,
  password: process.env.TWILIO_AUTH_TOKEN,
});

export async function createList(name: string, ownerId: string, groupName?: string) {
  try {
    return await ringlane
      .post('lists', {
        json: { name, ownerId, groupName: groupName ?? null },
        headers: { 'idempotency-key': `list-${crypto.randomUUID()}` },
      })
      .json<{ id: number }>();
  } catch (e) {
    if (e instanceof HTTPError) {
      const problem = e.response.body as RinglaneProblem;
      if (problem.error.code === 'invalid_owner') {
        throw new Error(`owner ${ownerId} is not a current member (${problem.error.requestId})`);
      }
    }
    throw e;
  }
}

export async function detachContact(listId: number, contactId: number) {
  return ringlane
    .delete(`lists/${listId}/contacts/${contactId}`, {
      headers: { 'idempotency-key': `detach-${listId}-${contactId}` },
    })
    .json<{ listId: number; contactId: number; member: boolean }>();
}

export async function sendFollowUp(to: string, body: string) {
  try {
    await twilio.post('Messages.json', { form: { To: to, From: process.env.TWILIO_FROM, Body: body } });
  } catch (e) {
    if (e instanceof HTTPError && [502, 503].includes(e.response.statusCode)) {
      return false;
    }
    throw e;
  }
  return true;
}
