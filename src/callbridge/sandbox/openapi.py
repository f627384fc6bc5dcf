"""The published OpenAPI document; kept at this path, which the CLI and callers name."""

from __future__ import annotations

from callbridge.sandbox.http.openapi import DEFAULT_BASE_URL, openapi

__all__ = ["DEFAULT_BASE_URL", "openapi"]
