"""Phone numbers to E.164, the only form the v2 contact records store (gap G1)."""

from __future__ import annotations

import phonenumbers

from callbridge.recipe.errors import ActionFailed


def to_e164(raw: str, default_region: str | None) -> str:
    """Normalize a phone number; a number without a country code needs `default_region`."""
    region = default_region.upper() if default_region else None
    try:
        parsed = phonenumbers.parse(raw, region)
    except phonenumbers.NumberParseException as exc:
        hint = "" if region or raw.strip().startswith("+") else " (give default_region, e.g. US)"
        raise ActionFailed(f"cannot read phone number {raw!r}: {exc}{hint}") from None
    if not phonenumbers.is_possible_number(parsed):
        raise ActionFailed(f"{raw!r} is not a possible phone number")
    return str(phonenumbers.format_number(parsed, phonenumbers.PhoneNumberFormat.E164))
