#!/usr/bin/env node
// Grants a console role through harbor-core's own admin API (not Ringlane).
import { Command } from 'commander';
import { request } from 'undici';

const opts = new Command()
  .requiredOption('--email <email>')
  .requiredOption('--role <role>')
  .parse()
  .opts();

const res = await request(`${process.env.CONSOLE_URL ?? 'http://localhost:8080'}/api/admin/roles`, {
  method: 'POST',
  headers: {
    'x-user-email': process.env.ADMIN_EMAIL,
    'x-user-id': process.env.ADMIN_OKTA_UID ?? '',
    'x-api-key': process.env.CONSOLE_ADMIN_TOKEN,
    'content-type': 'application/json',
  },
  body: JSON.stringify({ email: opts.email, role: opts.role }),
});

const body = await res.body.json().catch(() => ({}));
if (res.statusCode === 404) {
  console.error(`no console user ${opts.email}: ${body.error}`);
  process.exit(1);
}
if (res.statusCode >= 500) {
  console.error('harbor-core is unhealthy', res.statusCode);
  process.exit(2);
}
console.log(`granted ${opts.role} to ${opts.email}`);
