import pytest
import responses

import ringstead_config
from errors import ApiDisabled, UserNotFound
from ringstead_client import RingsteadClient


@responses.activate
def test_user_not_found_raises_on_404():
    responses.add(responses.GET, ringstead_config.BASE_URL + "/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(UserNotFound):
        RingsteadClient(api_key="test").list_contact_lists()


@responses.activate
def test_503_means_disabled():
    responses.add(responses.GET, ringstead_config.BASE_URL + "/contact-lists", status=503, json={"error": "API disabled"})
    with pytest.raises(ApiDisabled):
        RingsteadClient(api_key="test").list_contact_lists()


@responses.activate
def test_retries_on_502(monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    url = ringstead_config.BASE_URL + "/contact-lists"
    responses.add(responses.GET, url, status=502)
    responses.add(responses.GET, url, json=[])
    assert RingsteadClient(api_key="test").list_contact_lists() == []
