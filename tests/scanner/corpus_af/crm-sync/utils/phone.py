import re

_DIGITS = re.compile(r"\D+")


def normalize_e164(raw, default_country="1"):
    digits = _DIGITS.sub("", raw or "")
    if not digits:
        raise ValueError("empty phone number")
    if len(digits) == 10:
        digits = default_country + digits
    return "+" + digits
