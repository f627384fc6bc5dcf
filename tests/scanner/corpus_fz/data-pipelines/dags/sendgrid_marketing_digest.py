"""Weekly: sync newsletter opt-ins into the SendGrid marketing contact list."""
from __future__ import annotations

import pendulum
import requests
from airflow.decorators import dag, task
from airflow.models import Variable
from tenacity import retry, retry_if_exception, stop_after_attempt, wait_exponential

SENDGRID_API = "https://api.sendgrid.com/v3"


def _transient(exc: BaseException) -> bool:
    return isinstance(exc, requests.HTTPError) and exc.response.status_code in (429, 502, 503)


@dag(schedule="0 6 * * 1", start_date=pendulum.datetime(2023, 1, 1), catchup=False, tags=["marketing"])
def sendgrid_marketing_digest():
    @task
    @retry(retry=retry_if_exception(_transient), stop=stop_after_attempt(5), wait=wait_exponential(max=60))
    def upsert_contacts(list_id: str) -> int:
        contacts = Variable.get("newsletter_optins", deserialize_json=True, default_var=[])
        resp = requests.put(
            f"{SENDGRID_API}/marketing/contacts",
            headers={"Authorization": f"Bearer {Variable.get('sendgrid_api_key')}"},
            json={"list_ids": [list_id], "contacts": contacts},
            timeout=30,
        )
        if resp.status_code == 404:
            raise ValueError(f"SendGrid contact list {list_id} not found")
        if resp.status_code >= 400:
            err = resp.json().get("errors", [{}])[0].get("message", resp.text)
            raise RuntimeError(f"SendGrid error: {err}")
        resp.raise_for_status()
        return len(contacts)

    @task
    def notify(count: int):
        requests.post(
            "https://hooks.internal.harborline.com/v1/notify",
            headers={"x-api-key": Variable.get("notify_svc_key")},
            json={"channel": "#marketing-ops", "text": f"{count} newsletter contacts synced"},
            timeout=10,
        )

    notify(upsert_contacts("{{ var.value.sendgrid_newsletter_list }}"))


sendgrid_marketing_digest()
