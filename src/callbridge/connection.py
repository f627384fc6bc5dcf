"""Which service a command talks to, resolved once for every face (CLI, recipes, TUI, bulk).

Order: explicit flag, then environment (`CALLBRIDGE_BASE_URL`, `CALLBRIDGE_API_KEY`), then,
when neither a base URL nor a key is configured, the embedded sandbox in
`./.callbridge/sandbox.db`, announced on stderr so nobody mistakes it for the real service.
Half a configuration (a key without a base URL, or the reverse) is an error rather than a
silent fallback. Keys come from the environment or a file, never from a command-line flag,
so they stay out of shell history and process listings.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from callbridge._redact import mask_key

if TYPE_CHECKING:
    from callbridge.api import AsyncClient, Client, RetryPolicy

__all__ = ["Connection", "connect"]

ENV_API_KEY = "CALLBRIDGE_API_KEY"
ENV_BASE_URL = "CALLBRIDGE_BASE_URL"
EMBEDDED_DIR = Path(".callbridge")


def _stderr(message: str) -> None:
    print(message, file=sys.stderr)


class Connection:
    """A configured client plus a description of its target, for messages and reports."""

    def __init__(
        self,
        *,
        client: Client,
        target: str,
        embedded: bool,
        api_key: str,
        base_url: str,
        async_transport: Any = None,
        resources: Any = None,
    ) -> None:
        self.client = client
        self.target = target
        self.embedded = embedded
        self.masked_key = mask_key(api_key)
        self.base_url = base_url
        self._api_key = api_key
        self._async_transport = async_transport
        # Keeps the embedded sandbox alive as long as the connection.
        self.resources = resources

    def async_client(
        self, *, max_retries: int | None = None, retry: RetryPolicy | None = None
    ) -> AsyncClient:
        """A new AsyncClient for the same target and key; the caller closes it.

        It keeps the sync client's retry policy unless `retry` (a whole policy) or
        `max_retries` (the same policy with another count; 0 turns retries off) is given.
        """
        from callbridge.api import AsyncClient

        policy = retry or self.client.retry_policy
        if max_retries is not None:
            policy = dataclasses.replace(policy, max_retries=max_retries)
        client = AsyncClient(
            self._api_key, base_url=self.base_url, transport=self._async_transport, retry=policy
        )
        if self.client.contract is not None:  # the same drift checks as the sync client
            client.check_contract(
                strict=self.client.contract.strict, report=self.client.contract.report
            )
        return client

    def close(self) -> None:
        self.client.close()
        closer = getattr(self.resources, "close", None)
        if callable(closer):
            closer()

    def __enter__(self) -> Connection:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Connection(target={self.target!r}, key={self.masked_key!r})"


def _read_key_file(path: str | Path) -> str:
    from callbridge.api import ConfigurationError

    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise ConfigurationError(f"cannot read the API key file {path}: {exc.strerror}") from exc
    key = text.strip()
    if not key:
        raise ConfigurationError(f"the API key file {path} is empty")
    return key


def connect(
    base_url: str | None = None,
    api_key_file: str | Path | None = None,
    *,
    api_key: str | None = None,
    environ: Mapping[str, str] | None = None,
    announce: Callable[[str], None] | None = None,
) -> Connection:
    """Resolve flag > environment > embedded sandbox and build the client.

    `api_key` is a key typed in by the user (the TUI's masked field); it wins over the key
    file and the environment, and with no base URL it is used against the embedded sandbox.
    Raises ConfigurationError (before any request) for half a configuration, an unreadable
    key file, a malformed key or a bad base URL.
    """
    from callbridge.api import Client, ConfigurationError
    from callbridge.api._config import resolve_api_key, resolve_base_url

    env = os.environ if environ is None else environ
    say = announce or _stderr
    url = base_url or env.get(ENV_BASE_URL) or None
    if api_key is not None:
        key: str | None = resolve_api_key(api_key)
    elif api_key_file is not None:
        key = _read_key_file(api_key_file)
    else:
        key = env.get(ENV_API_KEY)
    key = (key or "").strip() or None

    if url is None and (key is None or api_key is not None):
        return _embedded(say, key)
    if url is None:
        raise ConfigurationError(
            f"an API key is configured but no base URL: pass --base-url or set {ENV_BASE_URL}"
        )
    if key is None:
        raise ConfigurationError(
            f"a base URL is configured but no API key: set {ENV_API_KEY} or pass --api-key-file"
        )
    root = resolve_base_url(url)
    client = Client(key, base_url=root)
    return Connection(client=client, target=root, embedded=False, api_key=key, base_url=root)


def _embedded(say: Callable[[str], None], typed_key: str | None) -> Connection:
    from callbridge.api import Client
    from callbridge.sandbox.embedded import DB_NAME, open_embedded

    embedded = open_embedded(EMBEDDED_DIR)
    sandbox = embedded.sandbox
    key = typed_key or embedded.api_key
    try:
        client = Client(key, base_url=sandbox.api_url, transport=sandbox.sync_transport)
    except BaseException:
        sandbox.close()
        raise
    where = f"./{EMBEDDED_DIR / DB_NAME}"
    say(
        f"No CALLBRIDGE_BASE_URL: using the embedded sandbox ({where}"
        f"{', newly seeded with a demo workspace' if embedded.created else ''}) "
        f"with key {mask_key(key)}."
    )
    return Connection(
        client=client,
        target=f"embedded sandbox ({where})",
        embedded=True,
        api_key=key,
        base_url=sandbox.api_url,
        async_transport=sandbox.transport,
        resources=sandbox,
    )
