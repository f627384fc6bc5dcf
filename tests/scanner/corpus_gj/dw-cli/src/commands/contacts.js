'use strict';

const fs = require('fs');
const { DialwaveClient } = require('../client');
const { DialwaveError } = require('../errors');

function readPhones(file) {
  return fs
    .readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);
}

module.exports = function registerContacts(program) {
  const contacts = program.command('contacts').description('add/remove numbers on a list');

  contacts
    .command('add <listId> <file>')
    .description('append phone numbers (one per line) to a list')
    .action(async (listId, file) => {
      const g = program.opts();
      const client = new DialwaveClient({ actAs: g.as, verbose: g.verbose });
      const phones = readPhones(file);
      for (let i = 0; i < phones.length; i += 500) {
        try {
          await client.addContacts(listId, phones.slice(i, i + 500));
        } catch (err) {
          if (err instanceof DialwaveError && err.retryable) {
            await new Promise((r) => setTimeout(r, 2000));
            await client.addContacts(listId, phones.slice(i, i + 500));
          } else {
            throw err;
          }
        }
      }
      console.log(`added ${phones.length} numbers to ${listId}`);
    });

  contacts
    .command('rm <listId> <phone>')
    .action(async (listId, phone) => {
      const g = program.opts();
      await new DialwaveClient({ actAs: g.as }).removeContact(listId, phone);
    });
};
