import json

import pytest
import responses

from leadhub.dialer import tasks

BASE = "https://api.ringlane.io/api/public/v1"
FAKE_KEY = "rl_test_5b0e9f3a-2c71-4d8e-9a44-7f1c2d3e4b5a.Qw8sLx2VnR4tYp6ZkM1cBd"
OTHER_FAKE = "changeme"


@pytest.fixture
def ringlane_settings(settings):
    settings.RINGLANE = {
        "BASE_URL": BASE,
        "SHARED_KEY": FAKE_KEY,
        "DEFAULT_USER_EMAIL": "bot@example.test",
        "TIMEOUT_SECONDS": 1,
    }
    return settings


@responses.activate
def test_push_segment_sends_x_api_key_header(ringlane_settings, segment_factory):
    """The x-api-key header and x-user-email header are set on every call."""
    segment = segment_factory(contacts=2)
    responses.post(f"{BASE}/contact-lists", json={"id": 77}, status=201)
    assert tasks.push_segment.apply(args=(segment.pk, "rep@example.test")).get() == 77
    sent = responses.calls[0].request
    assert json.loads(sent.body)["name"] == segment.name


@responses.activate
def test_enrichment_is_not_affected(settings):
    settings.ENRICHMENT = {"BASE_URL": "https://person.enrichly.com/v1", "API_KEY": OTHER_FAKE, "KEY_HEADER": "x-api-key"}
    responses.get("https://person.enrichly.com/v1/person", json={"error": "rate limited"}, status=503)
    from leadhub.dialer.session import EnrichmentSession

    assert EnrichmentSession().person("a@b.test") == {}


@responses.activate
def test_v2_me_probe():
    responses.get(
        "https://api.ringlane.io/api/public/v2/me",
        json={"credentialId": "0d3c", "apiVersion": "v2", "scopes": ["lists:read"]},
    )
    import requests

    body = requests.get("https://api.ringlane.io/api/public/v2/me", headers={"Authorization": "Bearer x"}).json()
    assert body["apiVersion"] == "v2"
