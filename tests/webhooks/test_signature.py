"""The signature rules of the spec, checked from both sides (sign, then verify)."""

from __future__ import annotations

import hashlib
import hmac
import json

import pytest

from callbridge.webhooks import (
    FutureTimestamp,
    MalformedSignatureHeader,
    SignatureMismatch,
    StaleTimestamp,
    parse_signature_header,
    sign,
    verify_signature,
)

SECRET = "whsec_" + "a" * 43
BODY = b'{"id":"5b0c7c1e-4c43-4a55-9a57-3f6f0c1e2d3a","type":"call.created","data":{"id":"CA1"}}'
T_MS = 1_767_225_600_000  # 2026-01-01T00:00:00Z
NOW = T_MS / 1000


def test_signature_is_hmac_sha256_over_millis_dot_raw_bytes() -> None:
    expected = hmac.new(SECRET.encode(), f"{T_MS}.".encode() + BODY, hashlib.sha256).hexdigest()
    assert sign(BODY, SECRET, timestamp_ms=T_MS) == f"t={T_MS},v1={expected}"


def test_a_fresh_signature_verifies() -> None:
    parsed = verify_signature(BODY, sign(BODY, SECRET, T_MS), SECRET, now=NOW)
    assert parsed.timestamp_ms == T_MS


def test_default_timestamp_is_now_in_milliseconds() -> None:
    header = sign(BODY, SECRET)
    verify_signature(BODY, header, SECRET)  # within tolerance of this clock
    assert len(str(parse_signature_header(header).timestamp_ms)) == 13


def test_tampered_body_fails() -> None:
    header = sign(BODY, SECRET, T_MS)
    with pytest.raises(SignatureMismatch):
        verify_signature(BODY.replace(b"CA1", b"CA2"), header, SECRET, now=NOW)


def test_reserialised_json_fails_even_when_equal_as_data() -> None:
    header = sign(BODY, SECRET, T_MS)
    reserialised = json.dumps(json.loads(BODY), indent=1).encode()
    assert json.loads(reserialised) == json.loads(BODY)
    with pytest.raises(SignatureMismatch):
        verify_signature(reserialised, header, SECRET, now=NOW)


def test_wrong_secret_fails() -> None:
    with pytest.raises(SignatureMismatch):
        verify_signature(BODY, sign(BODY, SECRET, T_MS), "whsec_other", now=NOW)


def test_signature_with_seconds_instead_of_millis_is_rejected() -> None:
    seconds = T_MS // 1000
    header = sign(BODY, SECRET, seconds)  # a sender that got the unit wrong
    with pytest.raises(StaleTimestamp):
        verify_signature(BODY, header, SECRET, now=NOW)


@pytest.mark.parametrize("offset", [-300, 300, -299.9, 0])
def test_timestamps_within_five_minutes_either_way_pass(offset: float) -> None:
    verify_signature(BODY, sign(BODY, SECRET, T_MS), SECRET, now=NOW + offset)


def test_stale_timestamp_fails() -> None:
    with pytest.raises(StaleTimestamp) as info:
        verify_signature(BODY, sign(BODY, SECRET, T_MS), SECRET, now=NOW + 301)
    assert info.value.skew_seconds == pytest.approx(301)


def test_future_timestamp_fails() -> None:
    with pytest.raises(FutureTimestamp):
        verify_signature(BODY, sign(BODY, SECRET, T_MS), SECRET, now=NOW - 301)


def test_tolerance_is_configurable() -> None:
    with pytest.raises(StaleTimestamp):
        verify_signature(BODY, sign(BODY, SECRET, T_MS), SECRET, now=NOW + 11, tolerance_seconds=10)


def test_rotation_header_with_two_v1_values_accepts_either_secret() -> None:
    new_secret = "whsec_" + "b" * 43
    old_sig = sign(BODY, SECRET, T_MS).split("v1=")[1]
    new_sig = sign(BODY, new_secret, T_MS).split("v1=")[1]
    header = f"t={T_MS},v1={old_sig},v1={new_sig}"
    verify_signature(BODY, header, SECRET, now=NOW)
    verify_signature(BODY, header, new_secret, now=NOW)
    with pytest.raises(SignatureMismatch):
        verify_signature(BODY, header, "whsec_third", now=NOW)


def test_receiver_holding_old_and_new_secret_accepts_both_senders() -> None:
    new_secret = "whsec_" + "b" * 43
    for sender_secret in (SECRET, new_secret):
        verify_signature(BODY, sign(BODY, sender_secret, T_MS), [SECRET, new_secret], now=NOW)


def test_unknown_schemes_are_ignored_but_v1_is_required() -> None:
    good = sign(BODY, SECRET, T_MS)
    verify_signature(BODY, good + ",v0=deadbeef", SECRET, now=NOW)
    with pytest.raises(MalformedSignatureHeader):
        verify_signature(BODY, f"t={T_MS},v0=deadbeef", SECRET, now=NOW)


def test_uppercase_hex_is_not_a_valid_v1() -> None:
    header = sign(BODY, SECRET, T_MS)
    with pytest.raises(SignatureMismatch):
        verify_signature(
            BODY, header.upper().replace("T=", "t=").replace("V1=", "v1="), SECRET, now=NOW
        )


@pytest.mark.parametrize(
    "header",
    [
        None,
        "",
        "v1=abc",
        f"t={T_MS}",
        "t=abc,v1=00",
        f"t={T_MS},t={T_MS},v1=00",
        "garbage",
        "t=\u00b2,v1=00",  # a digit to str.isdigit, not to int()
        "t=\u0661\u0662,v1=00",  # Arabic-Indic digits: not a Unix-milliseconds timestamp
        "t=-5,v1=00",
    ],
)
def test_malformed_headers_are_their_own_error(header: str | None) -> None:
    with pytest.raises(MalformedSignatureHeader):
        verify_signature(BODY, header, SECRET, now=NOW)


def test_whitespace_around_items_is_tolerated() -> None:
    header = sign(BODY, SECRET, T_MS).replace(",", ", ")
    verify_signature(BODY, header, SECRET, now=NOW)


def test_now_may_be_an_aware_datetime() -> None:
    from datetime import UTC, datetime, timedelta

    at = datetime.fromtimestamp(NOW, tz=UTC)
    verify_signature(BODY, sign(BODY, SECRET, T_MS), SECRET, now=at + timedelta(seconds=299))
    with pytest.raises(FutureTimestamp):
        verify_signature(BODY, sign(BODY, SECRET, T_MS), SECRET, now=at - timedelta(minutes=6))
    with pytest.raises(ValueError, match="timezone-aware"):
        verify_signature(BODY, sign(BODY, SECRET, T_MS), SECRET, now=at.replace(tzinfo=None))
