"""Retry conditions shared by tasks."""
import requests

# Dialwave v1 answers 502 when its Okta lookup times out; that one is transient.
DIALWAVE_TRANSIENT = {429, 502}

# Salesforce / Snowflake / Slack: plain gateway errors
GENERIC_TRANSIENT = {429, 500, 502, 503, 504}


def _status(state):
    try:
        state.result()
    except requests.HTTPError as exc:
        return exc.response.status_code if exc.response is not None else None
    except Exception:
        return None
    return None


def retry_dialwave(task, task_run, state) -> bool:
    return _status(state) in DIALWAVE_TRANSIENT


def retry_generic(task, task_run, state) -> bool:
    return _status(state) in GENERIC_TRANSIENT
