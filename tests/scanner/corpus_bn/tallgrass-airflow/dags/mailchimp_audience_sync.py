"""Sync newsletter subscribers to the Mailchimp audience (marketing-owned)."""
from __future__ import annotations

import hashlib
import os

import pendulum
import requests
from airflow.decorators import dag, task

MC_DC = os.environ.get("MAILCHIMP_DC", "us14")
MC_BASE = f"https://{MC_DC}.api.mailchimp.com/3.0"
AUDIENCE_ID = os.environ.get("MAILCHIMP_AUDIENCE_ID")


@dag(schedule="@daily", start_date=pendulum.datetime(2023, 1, 1), catchup=False, tags=["marketing"])
def mailchimp_audience_sync():
    @task
    def upsert_members():
        s = requests.Session()
        s.auth = ("anystring", os.environ["MAILCHIMP_API_KEY"])
        for email in _subscribers():
            h = hashlib.md5(email.lower().encode()).hexdigest()
            r = s.put(f"{MC_BASE}/lists/{AUDIENCE_ID}/members/{h}", json={"email_address": email, "status_if_new": "subscribed"})
            if r.status_code == 404:
                continue
            if r.status_code in (502, 503):
                raise RuntimeError(f"Mailchimp unavailable: {r.status_code}")
            r.raise_for_status()

    upsert_members()


def _subscribers():
    from airflow.providers.snowflake.hooks.snowflake import SnowflakeHook
    return [r[0] for r in SnowflakeHook("snowflake_prod").get_records("select email from marts.newsletter_optins")]


mailchimp_audience_sync()
