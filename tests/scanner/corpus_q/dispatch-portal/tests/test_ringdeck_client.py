# -*- coding: utf-8 -*-
import pytest
import responses

from ringdeck import RingdeckClient, RingdeckUserNotFound, RingdeckUnavailable, ContactListNotFound

BASE = "https://api.ringdeck.test/api/public/v1"


@pytest.fixture
def client():
    return RingdeckClient(api_key="test-key", acting_user="qa@tidewater-logistics.com", base_url=BASE)


@responses.activate
def test_create_list_sends_auth_headers(client):
    responses.add(responses.POST, BASE + "/contact-lists", json={"id": "cl_1", "name": "x"}, status=201)
    client.create_contact_list("x")
    sent = responses.calls[0].request.headers
    assert sent["x-api-key"] == "test-key"
    assert sent["X-User-Email"] == "qa@tidewater-logistics.com"


@responses.activate
def test_user_not_found_maps_to_exception(client):
    responses.add(responses.GET, BASE + "/contact-lists/cl_9", json={"error": "user not found"}, status=404)
    with pytest.raises(RingdeckUserNotFound):
        client.get_contact_list("cl_9")


@responses.activate
def test_404_list_missing(client):
    responses.add(responses.DELETE, BASE + "/contact-lists/cl_404", json={"error": "contact list not found"}, status=404)
    with pytest.raises(ContactListNotFound):
        client.delete_contact_list("cl_404")


@responses.activate
def test_502_is_retried_then_raises(client, monkeypatch):
    monkeypatch.setattr("time.sleep", lambda s: None)
    for _ in range(3):
        responses.add(responses.GET, BASE + "/contact-lists", status=502)
    with pytest.raises(RingdeckUnavailable):
        client.list_contact_lists()
    assert len(responses.calls) == 3


def test_phone_normalization():
    from ringdeck.client import normalize_phone
    assert normalize_phone("(555) 555-0100") == "+15555550100"
