#!/usr/bin/env zx
// Pings our own services and posts a summary to Slack. Nothing vendor-specific here.

const targets = [
  { name: 'admin-console', url: 'https://admin.brightwell.co/healthz' },
  { name: 'crm-api', url: 'https://crm.brightwell.co/api/v1/health' },
  { name: 'status', url: process.env.STATUS_PAGE_URL },
]

const results = []
for (const t of targets) {
  const r = await fetch(t.url).catch(() => ({ status: 0 }))
  let state = 'ok'
  if (r.status === 502 || r.status === 504) state = 'upstream down'
  else if (r.status === 503) state = 'maintenance'
  else if (r.status === 404) state = 'misrouted'
  else if (r.status !== 200) state = `http ${r.status}`
  results.push(`${t.name}: ${state}`)
}

echo(results.join('\n'))
if (process.env.SLACK_WEBHOOK_URL) {
  await fetch(process.env.SLACK_WEBHOOK_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: results.join('\n') }),
  })
}
