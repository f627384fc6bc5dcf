#!/usr/bin/env zx
// Dump every Dialwave contact list (with contacts) into ./exports/<date>/
// usage: npm run export:lists -- --since 2024-01-01

import 'dotenv/config'

const base = process.env.DIALWAVE_URL ?? 'https://api.dialwave.com/api/public/v1'
const key = process.env.DIALWAVE_KEY
const actor = process.env.DIALWAVE_ACTING_EMAIL

if (!key) {
  echo(chalk.red('DIALWAVE_KEY missing, source .env first'))
  process.exit(1)
}

const outDir = `exports/${new Date().toISOString().slice(0, 10)}`
await $`mkdir -p ${outDir}`

async function dw(path) {
  const out = await $`curl -sS --fail-with-body ${base}${path} -H ${'x-api-key: ' + key} -H ${'X-User-Email: ' + actor}`.nothrow()
  if (out.exitCode !== 0) {
    const body = JSON.parse(out.stdout || '{}')
    throw new Error(`dialwave ${path}: ${body.error ?? out.stderr}`)
  }
  return JSON.parse(out.stdout)
}

let page = 1
let lists = []
while (true) {
  const res = await dw(`/contact-lists?page=${page}`)
  lists = lists.concat(res.data)
  if (res.data.length === 0 || lists.length >= res.total) break
  page++
}

for (const list of lists) {
  const full = await dw(`/contact-lists/${list.id}`)
  await fs.writeJson(path.join(outDir, `${list.id}.json`), full, { spaces: 2 })
  echo`${list.id} ${list.name} -> ${full.contacts?.length ?? 0} contacts`
}

echo(chalk.green(`exported ${lists.length} lists to ${outDir}`))
