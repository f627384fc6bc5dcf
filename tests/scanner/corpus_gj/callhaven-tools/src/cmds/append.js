'use strict';

const fs = require('fs');
const { client } = require('../lib/http');

exports.command = 'append <id> <csv>';
exports.describe = 'append phones from a CSV (first column) to a list';
exports.handler = async (argv) => {
  const phones = fs
    .readFileSync(argv.csv, 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.split(',')[0].trim())
    .filter(Boolean);
  const api = client(argv);
  try {
    await api.post(`/contact-lists/${argv.id}/contacts`, { phones });
    console.log(`appended ${phones.length}`);
  } catch (err) {
    for (const d of err.details || []) console.error(`  ${d.path}: ${d.message}`);
    throw err;
  }
};
