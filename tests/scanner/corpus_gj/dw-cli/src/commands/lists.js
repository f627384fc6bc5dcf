'use strict';

const chalk = require('chalk');
const ora = require('ora');
const { DialwaveClient } = require('../client');
const { LIST_PAGE_SIZE } = require('../constants');

module.exports = function registerLists(program) {
  const lists = program.command('lists').description('contact list operations');

  lists
    .command('ls')
    .description('list all contact lists')
    .option('-p, --page <n>', 'page number', '1')
    .action(async (opts) => {
      const g = program.opts();
      const client = new DialwaveClient({ actAs: g.as, verbose: g.verbose });
      const spinner = ora('Fetching lists').start();
      const { data, total } = await client.listContactLists(Number(opts.page));
      spinner.stop();
      if (g.json) return console.log(JSON.stringify(data, null, 2));
      data.forEach((l) => console.log(`${chalk.bold(l.id)}  ${l.name}  (${l.contactCount} contacts)`));
      console.log(chalk.dim(`${data.length}/${total} shown, page size ${LIST_PAGE_SIZE}`));
    });

  lists
    .command('create <name>')
    .option('-d, --description <text>')
    .action(async (name, opts) => {
      const g = program.opts();
      const client = new DialwaveClient({ actAs: g.as, verbose: g.verbose });
      const list = await client.createContactList(name, opts.description);
      console.log(chalk.green(`created ${list.id}`));
    });

  lists
    .command('rm <id>')
    .option('-y, --yes', 'skip confirmation')
    .action(async (id, opts) => {
      if (!opts.yes) {
        console.error('refusing to delete without --yes');
        process.exit(1);
      }
      const g = program.opts();
      await new DialwaveClient({ actAs: g.as }).deleteContactList(id);
      console.log(`deleted ${id}`);
    });
};
