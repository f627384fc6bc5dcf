'use strict';

const fs = require('fs');
const core = require('@actions/core');
const { parse } = require('csv-parse/sync');
const { withRetry } = require('./retry');
const { ApiError } = require('./api-error');

async function call(baseUrl, method, path, { key, actingUser, body }) {
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-api-key': key,
      'x-user-id': actingUser,
    },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw await ApiError.from(res);
  return res.status === 204 ? null : res.json();
}

async function run() {
  const key = core.getInput('api-key', { required: true });
  const actingUser = core.getInput('acting-user', { required: true });
  const listId = core.getInput('list-id', { required: true });
  const baseUrl = core.getInput('base-url');
  const dryRun = core.getBooleanInput('dry-run');
  core.setSecret(key);

  const rows = parse(fs.readFileSync(core.getInput('csv-path')), { columns: true, skip_empty_lines: true });
  const wanted = new Set(rows.map((r) => r.phone.trim()));

  const list = await withRetry(() => call(baseUrl, 'GET', `/contact-lists/${listId}`, { key, actingUser }));
  const existing = new Set((list.contacts || []).map((c) => c.phone));
  const toAdd = [...wanted].filter((p) => !existing.has(p));

  core.info(`${list.name}: ${existing.size} existing, ${toAdd.length} to add`);
  if (dryRun || toAdd.length === 0) {
    core.setOutput('added', 0);
    return;
  }

  for (let i = 0; i < toAdd.length; i += 250) {
    const chunk = toAdd.slice(i, i + 250);
    await withRetry(() =>
      call(baseUrl, 'POST', `/contact-lists/${listId}/contacts`, { key, actingUser, body: { phones: chunk } })
    );
  }
  core.setOutput('added', toAdd.length);
}

run().catch((err) => {
  if (err instanceof ApiError && err.isUnknownUser()) {
    core.setFailed(`acting-user is not a Dialwave user: ${err.message}`);
  } else {
    core.setFailed(err.message);
  }
});

module.exports = { call, run };
