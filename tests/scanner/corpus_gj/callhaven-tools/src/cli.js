#!/usr/bin/env node
'use strict';

require('dotenv').config({ path: ['.env', '.env.defaults'] });
const yargs = require('yargs/yargs');
const { hideBin } = require('yargs/helpers');

yargs(hideBin(process.argv))
  .scriptName('chv')
  .commandDir('cmds')
  .option('as', {
    type: 'string',
    describe: 'Callhaven login email to act as',
    default: process.env.CALLHAVEN_AS_USER,
  })
  .option('base', {
    type: 'string',
    describe: 'override API base URL',
  })
  .demandCommand(1)
  .strict()
  .help()
  .parse();
