'use strict';

const { client } = require('../lib/http');

exports.command = 'ping';
exports.describe = 'check credentials work';
exports.handler = async (argv) => {
  const started = Date.now();
  await client(argv).get('/contact-lists', { params: { per_page: 1 } });
  console.log(`ok in ${Date.now() - started}ms`);
};
