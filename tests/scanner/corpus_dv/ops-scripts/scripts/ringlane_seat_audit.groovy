#!/usr/bin/env groovy
@Grab('org.postgresql:postgresql:42.6.0')
@GrabConfig(systemClassLoader = true)
import groovy.sql.Sql
import lib.Http
import lib.OpsConfig

def cfg = OpsConfig.load('ringlane')
final String RL_BASE = cfg.getProperty('ringlane.base')
final String RL_KEY = OpsConfig.env('RINGLANE_API_KEY')

def sql = Sql.newInstance(System.getenv('HR_DB_URL'), System.getenv('HR_DB_USER'), System.getenv('HR_DB_PASSWORD'), 'org.postgresql.Driver')
def employees = sql.rows('select lower(email) as email, idp_subject from employees where terminated_at is null')
def byEmail = employees.collectEntries { [(it.email): it] }

def orphans = []
employees.each { emp ->
    def r = Http.request('GET', "${RL_BASE}/users/me", [
        'X-API-KEY': RL_KEY,
        'X-USER-ID': emp.idp_subject
    ])
    if (r.status == 404 && r.json?.error == 'user not found') {
        // no seat -> the employee never got a seat; that's fine
        return
    }
    if (r.status == 502 || r.status == 503) {
        println "Ringlane unavailable (${r.status}: ${r.json?.error}), aborting audit"
        System.exit(1)
    }
    if (r.status == 200 && !byEmail.containsKey(r.json.email?.toLowerCase())) {
        orphans << r.json.email
    }
}

println orphans ? "Seats without an active employee:\n" + orphans.join('\n') : 'No orphaned Ringlane seats.'
