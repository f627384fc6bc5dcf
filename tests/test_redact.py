"""Secrets are masked wherever a value is shown: keys in text, secret fields anywhere."""

from __future__ import annotations

from callbridge._redact import mask_key, redact, redact_text

KEY = "cb_test_3fc07204-b335-4242-aff9-61b5f2126049.S3cr3tS3cr3tS3cr3tS3cr3t"
LIVE = KEY.replace("_test_", "_live_")


def test_a_key_shows_its_prefix_environment_and_credential_start_only() -> None:
    assert mask_key(KEY) == "cb_test_3fc07204…****"
    assert "S3cr3t" not in mask_key(KEY)


def test_keys_inside_free_text_are_masked_and_other_text_is_kept() -> None:
    text = f"Authorization: Bearer {LIVE} for cb_test_ lists"
    assert redact_text(text) == "Authorization: Bearer cb_live_3fc07204…**** for cb_test_ lists"
    assert redact_text("nothing secret here") == "nothing secret here"


def test_nested_values_are_masked_by_field_name_and_by_content() -> None:
    value = {
        "signingSecret": "whsec_abcdefghijklmnopqrstuvwxyz0123456789",
        "headers": [("Authorization", f"Bearer {KEY}")],
        "nested": {"token": KEY, "count": 3, "ok": True, "none": None, "ratio": 0.5},
        "name": "Prospects",
    }
    shown = redact(value)
    assert "S3cr3t" not in repr(shown) and "abcdefghij" not in repr(shown)
    assert shown["signingSecret"] == "****6789"
    assert shown["nested"] == {
        "token": "cb_test_3fc07204…****",
        "count": 3,
        "ok": True,
        "none": None,
        "ratio": 0.5,
    }
    assert shown["name"] == "Prospects"
    assert value["nested"]["token"] == KEY  # the original is left untouched
