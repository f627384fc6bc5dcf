"""Shared bits for the notebooks: a retrying session for Callwright."""
import os

import requests
from dotenv import load_dotenv
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

load_dotenv()

CW_URL = "https://api.callwright.io/api/public/v1"


def cw_session(email=None):
    s = requests.Session()
    retry = Retry(total=6, backoff_factor=2, status_forcelist=[429, 502], allowed_methods=None)
    s.mount("https://", HTTPAdapter(max_retries=retry))
    s.headers["x-api-key"] = os.environ["CALLWRIGHT_API_KEY"]
    s.headers["x-user-email"] = email or os.environ.get("CALLWRIGHT_ACTING_USER", "revops-bot@tidewatersolar.com")
    return s


def explain(r):
    """Print a readable Callwright error."""
    body = r.json()
    print(r.status_code, body.get("error"))
    for d in body.get("details") or []:
        print("  -", d["path"], d["message"])
