"""Telling a committed key from a placeholder, and masking keys in everything the scanner shows.

A finding about a leaked key must not leak it again: every snippet and matched text leaves
the engine masked (through `callbridge._redact`), whatever the output format.
"""

from __future__ import annotations

import re

from callbridge._redact import API_KEY_RE, mask_secret, redact_text

_PLACEHOLDER_PART = re.compile(
    r"(?i)(?:^|[-_.])(?:test|fake|mock|dummy|sample|demo|example|placeholder|changeme|change-me"
    r"|secret|your|redacted|xxx+|todo|fixme|invalid|none|null|foo|bar|not|e2e)(?:[-_.]|$|\d)"
)
_TEMPLATE = re.compile(r"\$\{|\{\{|%\(|<[A-Za-z_]|\$[A-Z_]|#\{|\*\*\*")
_ENV_NAME = re.compile(r"[A-Z][A-Z0-9_]*")
# a resource's name of lowercase words (`callvane-v2-staging`, a Kubernetes secret's, or
# its path `bff/callvane-v2-key`, an SSM parameter's `/app/prod/callvane_v2_api_key`): each
# word all letters or a short version tag, none of the mixed runs a generated key has
_WORDS_NAME = re.compile(r"/?(?<![a-z])[a-z]{2,}(?:[-_./](?:[a-z]{2,}|v\d{1,2}|\d{1,4}))+")
# a constant read off an object (`settings.RINGLANE_V2_API_KEY` after an `or`)
_CONSTANT_REF = re.compile(r"(?<![\w.])(?:[A-Za-z_]\w*\.)+[A-Z][A-Z0-9_]*")
# a setting, `name=value` (`acting-user-id=00uTEST…`): in a key, `=` only pads the end
_SETTING = re.compile(r"=[^=]")
# ... or a symbol's name whose words carry short tags (`gss_krb5_lucid_context_v1`,
# `w32-get-locale-info`): every part a short word with at most a few digits after it, and
# two of them plain words
_NAME_PART = re.compile(r"[a-z]{1,10}\d{0,4}|\d{1,4}")
_PLAIN_WORD = re.compile(r"[a-z]{3,}")

# A quoted or config value assigned to something named like an API key: masked in snippets. The name is matched whole, from the start of its run of name
# characters and at most MAX_NAME long, so each position of a line is tried a bounded number
# of times: an unanchored `[\w.-]*key` would rescan the rest of a long line from every
# position (see "Linear time" in docs/scan.md).
MAX_NAME = 128
SHARED_KEY_RE = re.compile(
    rf"(?i)(?<![\w.-])(?=[\w.-]{{0,{MAX_NAME}}}?(?:key|shared[_-]?secret))"
    rf"(?P<name>[\w.-]{{1,{MAX_NAME}}})(?![\w.-])"
    r"[\"']?\]?\s*(?::=|=>|=|:|,)\s*(?P<q>[\"'`]?)(?P<value>[A-Za-z0-9_\-+/=.~]{16,})(?P=q)"
)


# longer than any API key's format: a value past it is ciphertext (a SealedSecret's
# `encryptedData`, SOPS) or a certificate, not a key
MAX_KEY_CHARS = 128


def looks_like_shared_key(value: str) -> bool:
    """A long, varied, literal value: not an env-var name, a template or a placeholder,
    and not longer than a key (`MAX_KEY_CHARS`)."""
    if len(value) < 16 or len(value) > MAX_KEY_CHARS or API_KEY_RE.fullmatch(value):
        return False
    if _ENV_NAME.fullmatch(value) or _TEMPLATE.search(value) or _PLACEHOLDER_PART.search(value):
        return False
    if _WORDS_NAME.fullmatch(value) or _CONSTANT_REF.fullmatch(value) or _symbol_name(value):
        return False
    if not (any(c.isdigit() for c in value) and any(c.isalpha() for c in value)):
        return False
    if _SETTING.search(value):
        return False
    return len(set(value)) >= 8


def _symbol_name(value: str) -> bool:
    parts = re.split(r"[-_.]", value)
    return (
        len(parts) >= 3
        and all(_NAME_PART.fullmatch(part) for part in parts)
        and sum(1 for part in parts if _PLAIN_WORD.fullmatch(part)) >= 2
    )


def looks_like_real_v2_key(token: str) -> bool:
    """A v2-format key whose credential and secret are not obviously made up."""
    match = API_KEY_RE.fullmatch(token)
    if match is None:
        return False
    credential = match["credential"].replace("-", "")
    secret = match["secret"]
    if len(set(credential)) <= 2 or len(secret) < 12 or len(set(secret)) < 6:
        return False
    return _PLACEHOLDER_PART.search(secret) is None


def mask_line(line: str) -> str:
    """The line with every v2 key and every key-like assigned value masked."""

    def repl(match: re.Match[str]) -> str:
        value = match["value"]
        if not looks_like_shared_key(value):
            return match.group(0)
        start, end = match.span("value")
        base = match.start()
        text = match.group(0)
        return text[: start - base] + mask_secret(value) + text[end - base :]

    return redact_text(SHARED_KEY_RE.sub(repl, line))
