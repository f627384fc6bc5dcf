'use strict';

const pRetry = require('p-retry');
const config = require('config');
const hubspot = require('../lib/hubspot');
const ringcove = require('../lib/ringcove');
const log = require('pino')({ name: 'dialer-sync:sync' });

const LIST_NAME_PREFIX = 'HS · ';

function chunk(arr, n) {
  const out = [];
  for (let i = 0; i < arr.length; i += n) out.push(arr.slice(i, i + n));
  return out;
}

async function syncOne(hsListId, name) {
  const members = [];
  let offset = 0;
  for (;;) {
    const page = await hubspot.getListMembers(hsListId, offset);
    if (!page) break;
    members.push(...page.contacts);
    if (!page['has-more']) break;
    offset = page['vid-offset'];
  }

  const existing = await ringcove.fetchAllLists();
  let target = existing.find((l) => l.name === LIST_NAME_PREFIX + name);
  if (!target) target = await ringcove.createList(LIST_NAME_PREFIX + name);

  const contacts = members
    .map((m) => ({
      phone: m.properties.phone && m.properties.phone.value,
      firstName: m.properties.firstname && m.properties.firstname.value,
      lastName: m.properties.lastname && m.properties.lastname.value,
    }))
    .filter((c) => c.phone);

  for (const batch of chunk(contacts, config.get('sync.batchSize'))) {
    await pRetry(() => ringcove.appendContacts(target.id, batch), {
      retries: 5,
      onFailedAttempt: (error) => {
        const status = error.response && error.response.statusCode;
        if (status === 502) {
          log.warn({ attempt: error.attemptNumber }, 'ringcove IdP hiccup, backing off');
          return;
        }
        if (status === 400 || status === 401 || status === 403) {
          throw new pRetry.AbortError(error);
        }
      },
    });
  }
  log.info({ list: target.id, count: contacts.length }, 'synced');
}

async function main() {
  const lists = [
    { id: 4411, name: 'Renewal due' },
    { id: 4420, name: 'Abandoned quote' },
  ];
  for (const l of lists) {
    await syncOne(l.id, l.name);
  }
}

if (require.main === module) {
  main().catch((err) => {
    log.error({ err }, 'sync failed');
    process.exitCode = 1;
  });
}

module.exports = { syncOne };
