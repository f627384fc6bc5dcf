#!/usr/bin/env node
import { Command } from 'commander';
import { ringlane, RinglaneError } from './lib/ringlane.js';

const program = new Command()
  .option('--dry-run', 'only print what would be deleted')
  .option('--older-than <days>', 'minimum age in days', '60')
  .parse();
const opts = program.opts();

const cutoff = Date.now() - Number(opts.olderThan) * 86_400_000;

async function allLists() {
  const lists = [];
  let cursor;
  do {
    const page = await ringlane('GET', `/contact-lists?limit=100${cursor ? `&cursor=${cursor}` : ''}`);
    lists.push(...page.data);
    cursor = page.next_cursor;
  } while (cursor);
  return lists;
}

try {
  const lists = await allLists();
  const doomed = lists.filter((l) => l.size === 0 && Date.parse(l.created_at) < cutoff);
  console.log(`${doomed.length} of ${lists.length} lists are empty and older than ${opts.olderThan}d`);
  for (const l of doomed) {
    if (opts.dryRun) {
      console.log(`would delete ${l.id} ${l.name}`);
      continue;
    }
    try {
      await ringlane('DELETE', `/contact-lists/${encodeURIComponent(l.id)}`);
      console.log(`deleted ${l.id}`);
    } catch (err) {
      if (err instanceof RinglaneError && err.status === 404) continue; // raced with someone else
      throw err;
    }
  }
} catch (err) {
  if (err instanceof RinglaneError && err.status === 404 && err.message.includes('user not found')) {
    console.error(`RINGLANE_ADMIN_EMAIL (${process.env.RINGLANE_ADMIN_EMAIL}) has no Ringlane seat`);
  } else if (err instanceof RinglaneError && err.status === 503) {
    console.error('Ringlane has the public API disabled for our account; ask their support to re-enable.');
  } else {
    console.error(err.message);
    for (const d of err.details ?? []) console.error(`  ${d.path}: ${d.message}`);
  }
  process.exit(1);
}
