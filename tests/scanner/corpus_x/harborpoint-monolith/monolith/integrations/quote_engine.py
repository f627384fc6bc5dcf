"""Client for the internal quote engine (exposed through AWS API Gateway)."""
import requests
from django.conf import settings


class QuoteEngineError(Exception):
    pass


def get_quote(policy_type, applicant):
    resp = requests.post(
        f"{settings.QUOTE_ENGINE_URL}/quotes",
        json={"policy_type": policy_type, "applicant": applicant},
        headers={
            "x-api-key": settings.QUOTE_ENGINE_API_KEY,
            "x-user-email": applicant.get("agent_email", ""),
        },
        timeout=15,
    )
    if resp.status_code in (502, 503, 504):
        raise QuoteEngineError("quote engine unavailable, try again")
    if resp.status_code == 404:
        raise QuoteEngineError("unknown policy type")
    if resp.status_code >= 400:
        raise QuoteEngineError(resp.json().get("error", "unknown error"))
    return resp.json()
