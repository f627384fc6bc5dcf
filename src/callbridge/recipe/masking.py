"""Masking for everything a run shows or writes: terminal, JSON output and journal.

`callbridge._redact` masks API keys anywhere and fields named like secrets. A run also knows
values that are secret by declaration (inputs marked `secret`) or by origin (a signing secret
an action received), and masks those wherever they appear, even inside other text.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from callbridge._redact import mask_secret, redact, register_secret
from callbridge.recipe.errors import StepError


class Masker:
    def __init__(self, secrets: list[str] | None = None) -> None:
        self._secrets: list[str] = []
        for secret in secrets or []:
            self.add(secret)

    def add(self, secret: str) -> None:
        # Very short values would mask ordinary words; a secret input shorter than 4
        # characters is masked where it is the whole value only.
        register_secret(secret)
        if secret and secret not in self._secrets:
            self._secrets.append(secret)
            self._secrets.sort(key=len, reverse=True)

    def __call__(self, value: Any) -> Any:
        masked = redact(value)
        return self._strings(masked) if self._secrets else masked

    def error(self, error: StepError | None) -> StepError | None:
        """A step error fit to show: a service message may quote the value it rejected."""
        if error is None:
            return None
        return dataclasses.replace(error, message=self(error.message), details=self(error.details))

    def _strings(self, value: Any) -> Any:
        if isinstance(value, str):
            for secret in self._secrets:
                if value == secret:
                    return mask_secret(secret)
                if len(secret) >= 4 and secret in value:
                    value = value.replace(secret, mask_secret(secret))
            return value
        if isinstance(value, dict):
            return {key: self._strings(item) for key, item in value.items()}
        if isinstance(value, list | tuple):
            return [self._strings(item) for item in value]
        return value
