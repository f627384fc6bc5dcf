import requests
from requests.adapters import HTTPAdapter
from urllib3.util.retry import Retry

from . import settings


def dialstream_session(actor_email: str | None = None) -> requests.Session:
    s = requests.Session()
    s.headers.update(
        {
            "x-api-key": settings.API_KEY,
            "x-user-email": actor_email or settings.ACTOR_EMAIL,
            "Accept": "application/json",
        }
    )
    retry = Retry(
        total=4,
        backoff_factor=0.8,
        status_forcelist=[429, 502, 504],
        allowed_methods=["GET", "POST", "DELETE"],
    )
    s.mount("https://", HTTPAdapter(max_retries=retry))
    return s


def describe_error(resp: requests.Response) -> str:
    try:
        body = resp.json()
    except ValueError:
        return f"HTTP {resp.status_code}: {resp.text[:200]}"
    msg = body.get("error", "unknown error")
    fields = ", ".join(f"{d['path']}={d['message']}" for d in body.get("details", []))
    return f"HTTP {resp.status_code}: {msg}" + (f" ({fields})" if fields else "")
