'use strict';

const pLimit = require('p-limit');
const pino = require('pino');
const config = require('./lib/config');
const crm = require('./lib/crm');
const dialwave = require('./lib/dialwave');

const log = pino({ level: process.env.LOG_LEVEL || 'info' });
const limit = pLimit(config.concurrency);

function chunk(arr, n) {
  const out = [];
  for (let i = 0; i < arr.length; i += n) out.push(arr.slice(i, i + n));
  return out;
}

async function migrateSegment(segment) {
  const phones = await crm.segmentMembers(segment.id);
  const name = `CRM: ${segment.name}`;
  if (config.dryRun) {
    log.info({ segment: segment.id, phones: phones.length }, 'dry run');
    return { segment: segment.id, added: 0 };
  }
  let list = await dialwave.findListByName(name);
  if (!list) list = await dialwave.createList(name);
  for (const part of chunk(phones, 500)) {
    await dialwave.appendPhones(list.id, part);
  }
  return { segment: segment.id, list: list.id, added: phones.length };
}

async function main() {
  const jobs = [];
  for await (const segment of crm.segments()) {
    jobs.push(limit(() => migrateSegment(segment)));
  }
  const results = await Promise.allSettled(jobs);
  let failed = 0;
  for (const r of results) {
    if (r.status === 'fulfilled') {
      log.info(r.value, 'migrated');
      continue;
    }
    failed++;
    const err = r.reason;
    if (err instanceof dialwave.DialwaveRequestError && err.userMissing) {
      log.fatal('migration-bot user is not provisioned in Dialwave; aborting');
      process.exit(2);
    }
    log.error({ err }, 'segment failed');
  }
  log.info({ total: results.length, failed }, 'done');
  process.exitCode = failed ? 1 : 0;
}

main();
