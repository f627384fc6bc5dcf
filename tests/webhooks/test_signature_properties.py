"""Properties of signing: any body verifies as sent, and any change to it does not."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from callbridge.webhooks import SignatureMismatch, sign, verify_signature

T_MS = 1_767_225_600_000
secrets = st.text(min_size=1, max_size=64)


@given(body=st.binary(max_size=2048), secret=secrets)
def test_any_body_verifies_with_its_own_signature(body: bytes, secret: str) -> None:
    verify_signature(body, sign(body, secret, T_MS), secret, now=T_MS / 1000)


@given(body=st.binary(min_size=1, max_size=512), secret=secrets, data=st.data())
def test_flipping_any_bit_breaks_the_signature(
    body: bytes, secret: str, data: st.DataObject
) -> None:
    index = data.draw(st.integers(0, len(body) - 1))
    bit = data.draw(st.integers(0, 7))
    altered = bytearray(body)
    altered[index] ^= 1 << bit
    header = sign(body, secret, T_MS)
    with pytest.raises(SignatureMismatch):
        verify_signature(bytes(altered), header, secret, now=T_MS / 1000)


@given(body=st.binary(max_size=256), secret=secrets, shift=st.integers(1, 10**6))
def test_the_timestamp_is_part_of_the_signature(body: bytes, secret: str, shift: int) -> None:
    signature = sign(body, secret, T_MS).split("v1=")[1]
    forged = f"t={T_MS + shift},v1={signature}"
    with pytest.raises(SignatureMismatch):
        verify_signature(body, forged, secret, now=(T_MS + shift) / 1000)
