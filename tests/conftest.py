"""Shared test configuration. The `sandbox` and `sandbox_server` fixtures come from the
`callbridge.testing` pytest plugin, the same one users load for their own suites."""

from __future__ import annotations
