#!/usr/bin/env groovy
// Deletes Ringlane contact lists created by dispatch-portal that are older than N days.
// Runs nightly from cron/ops.crontab.

import lib.Http
import lib.OpsConfig

import java.time.Instant
import java.time.temporal.ChronoUnit

def cfg = OpsConfig.load('ringlane')
String base = cfg.getProperty('ringlane.base')
String key = OpsConfig.env('RINGLANE_API_KEY', cfg.getProperty('ringlane.key'))
int staleDays = cfg.getProperty('ringlane.staleDays', '14') as int
boolean dryRun = Boolean.parseBoolean(cfg.getProperty('ringlane.dryRun', 'false'))

def headers = [
    'x-api-key'   : key,
    'x-user-email': cfg.getProperty('ringlane.actingUser'),
    'Accept'      : 'application/json'
]

def cutoff = Instant.now().minus(staleDays, ChronoUnit.DAYS)
int deleted = 0
String cursor = null

def fail = { Http.Response r, String what ->
    String msg = r.json instanceof Map ? r.json.error : r.text
    if (r.status == 503) {
        println "[purge] Ringlane says the public API is disabled for us - nothing to do (${msg})"
        System.exit(0)
    }
    if (r.status == 502) {
        println "[purge] Ringlane could not reach its identity provider, will retry tomorrow"
        System.exit(0)
    }
    System.err.println "[purge] ${what} failed: HTTP ${r.status} ${msg}"
    System.exit(2)
}

while (true) {
    String url = "${base}/contact-lists?limit=100" + (cursor ? "&cursor=${cursor}" : '')
    def page = Http.request('GET', url, headers)
    if (page.status != 200) fail(page, 'list')

    page.json.data.each { list ->
        if (!list.name?.startsWith('Callbacks - ')) return
        if (Instant.parse(list.createdAt).isAfter(cutoff)) return
        println "[purge] ${dryRun ? 'would delete' : 'deleting'} ${list.id} ${list.name} (${list.createdAt})"
        if (!dryRun) {
            def r = Http.request('DELETE', "${base}/contact-lists/${list.id}", headers)
            if (r.status == 404 && r.json?.error == 'contact list not found') return
            if (r.status >= 300) fail(r, "delete ${list.id}")
            deleted++
        }
    }
    cursor = page.json.nextCursor
    if (!cursor) break
}
println "[purge] done, deleted ${deleted}"
