#!/usr/bin/env node
'use strict';

require('dotenv').config();
const { Command } = require('commander');
const pkg = require('../package.json');
const registerLists = require('../src/commands/lists');
const registerContacts = require('../src/commands/contacts');

const program = new Command();

program
  .name('dw')
  .description('Manage Dialwave contact lists from the terminal')
  .version(pkg.version)
  .option('-u, --as <email>', 'act as this Dialwave user', process.env.DIALWAVE_USER_EMAIL)
  .option('--json', 'print raw JSON instead of tables', false)
  .option('-v, --verbose', 'log HTTP requests', false);

registerLists(program);
registerContacts(program);

program.parseAsync(process.argv).catch((err) => {
  console.error(err.message);
  process.exit(err.exitCode || 1);
});
