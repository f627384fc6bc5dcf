'use strict';

const { client } = require('../lib/http');

exports.command = 'lists [id]';
exports.describe = 'show contact lists, or one list';
exports.builder = (y) => y.positional('id', { type: 'string' });
exports.handler = async (argv) => {
  const api = client(argv);
  if (argv.id) {
    const { data } = await api.get(`/contact-lists/${argv.id}`);
    console.table(data.contacts.map((c) => ({ phone: c.phone, name: c.name })));
    return;
  }
  const { data } = await api.get('/contact-lists', { params: { per_page: 200 } });
  console.table(data.data.map((l) => ({ id: l.id, name: l.name, size: l.contactCount })));
};
