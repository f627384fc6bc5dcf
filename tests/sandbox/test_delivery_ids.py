"""Delivery ids (gap G10): `uuid5(subscription id, event id)`, stable per subscription and
event; the sandbox writes the computation out by hand for speed, so it is checked here."""

from __future__ import annotations

import uuid

from hypothesis import given
from hypothesis import strategies as st

from callbridge.sandbox.backend.events import delivery_id


@given(st.uuids(), st.text(max_size=80))
def test_a_delivery_id_is_the_uuid5_of_subscription_and_event(hook: uuid.UUID, event: str) -> None:
    assert delivery_id(str(hook), event) == str(uuid.uuid5(hook, event))
