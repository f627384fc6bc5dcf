"""Errors the user can cause before anything is sent; the CLI maps them to exit code 2."""

from __future__ import annotations


class ImportUsageError(Exception):
    """The options or the mapping do not fit the file (unknown column, unknown field...)."""


class SourceError(ImportUsageError):
    """The input file cannot be read as CSV text."""
