"""Which service a command talks to, resolved once for every face (CLI, recipes, TUI, bulk).

Each of the base URL and the key is taken from the first place that has it: a flag
(`--base-url`, `--api-key-file`), the environment (`CALLBRIDGE_BASE_URL`,
`CALLBRIDGE_API_KEY`), a profile (`--profile NAME`, `CALLBRIDGE_PROFILE`, else the profile
named `default` when one exists; see `callbridge.profiles`). With neither a base URL nor a
key anywhere, the embedded sandbox is used, announced on stderr so nobody mistakes it for the
real service. Half a configuration (a key without a base URL, or the reverse) is an error
rather than a silent fallback. Keys never come from a command-line flag, so they stay out of
shell history and process listings.

The embedded sandbox is found the way git finds its repository: the nearest `.callbridge/`
folder in the current directory or one of its parents, else a new one in the current
directory; `CALLBRIDGE_HOME` names the folder outright.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from callbridge._env import ENV_API_KEY, ENV_BASE_URL
from callbridge._redact import mask_key

if TYPE_CHECKING:
    from callbridge.api import AsyncClient, Client, RetryPolicy

__all__ = ["Connection", "connect", "find_home"]

ENV_HOME = "CALLBRIDGE_HOME"
EMBEDDED_DIR = Path(".callbridge")
Trace = Callable[[str], None]


def find_home(
    start: Path | None = None, environ: Mapping[str, str] | None = None
) -> tuple[Path, str]:
    """The folder of the embedded sandbox and how it was chosen (for the announcement)."""
    env = os.environ if environ is None else environ
    if env.get(ENV_HOME):
        return Path(env[ENV_HOME]).expanduser(), f"from {ENV_HOME}"
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / EMBEDDED_DIR).is_dir():
            found = folder / EMBEDDED_DIR
            return found, "found here" if folder == here else "found in a parent directory"
    return here / EMBEDDED_DIR, "new in this directory"


def _shown(path: Path) -> str:
    """A path as the user can type it from here: relative when it is below or above here."""
    try:
        relative = os.path.relpath(path, Path.cwd())
    except ValueError:  # another drive
        return str(path)
    if relative.startswith(".." + os.sep + ".." + os.sep + ".."):
        return str(path)
    return relative if relative.startswith("..") else f".{os.sep}{relative}"


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
        sources: dict[str, str] | None = None,
        trace: Trace | None = None,
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
        # where the base URL, the key and the profile came from (`migrate whoami --verbose`)
        self.sources = sources or {}
        self._trace = trace

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
        transport = self._async_transport
        if self._trace is not None:
            from callbridge._trace import AsyncTracingTransport

            transport = AsyncTracingTransport(transport, self._trace)
        client = AsyncClient(
            self._api_key, base_url=self.base_url, transport=transport, retry=policy
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
    profile: str | None = None,
    environ: Mapping[str, str] | None = None,
    announce: Callable[[str], None] | None = None,
    trace: Trace | None = None,
) -> Connection:
    """Resolve flag > environment > profile > embedded sandbox and build the client.

    `api_key` is a key typed in by the user (the TUI's masked field); it wins over the key
    file and the environment, and with no base URL it is used against the embedded sandbox.
    `trace` receives one line per HTTP request (method, path, status, request id, time).
    Raises ConfigurationError (before any request) for half a configuration, an unreadable
    key file, a malformed key, a bad base URL or an unknown profile.
    """
    from callbridge.api import Client, ConfigurationError
    from callbridge.api._config import resolve_api_key, resolve_base_url

    env = os.environ if environ is None else environ
    say = announce or _stderr
    sources: dict[str, str] = {}
    url = base_url or None
    if url is not None:
        sources["base URL"] = "--base-url"
    elif env.get(ENV_BASE_URL):
        url, sources["base URL"] = env[ENV_BASE_URL], ENV_BASE_URL
    if api_key is not None:
        key: str | None = resolve_api_key(api_key)
        sources["key"] = "typed in"
    elif api_key_file is not None:
        key, sources["key"] = _read_key_file(api_key_file), "--api-key-file"
    else:
        key = (env.get(ENV_API_KEY) or "").strip() or None
        if key is not None:
            sources["key"] = ENV_API_KEY
    if url is None or key is None:
        url, key = _from_profile(profile, env, url, key, sources)
    key = (key or "").strip() or None

    if url is None and (key is None or api_key is not None):
        return _embedded(say, key, env, sources, trace)
    if url is None:
        raise ConfigurationError(
            f"an API key is configured but no base URL: pass --base-url or set {ENV_BASE_URL}"
        )
    if key is None:
        raise ConfigurationError(
            f"a base URL is configured but no API key: set {ENV_API_KEY}, pass "
            "--api-key-file, or store one with `migrate login`"
        )
    root = resolve_base_url(url)
    transport = None
    if trace is not None:
        import httpx

        from callbridge._trace import TracingTransport

        transport = TracingTransport(httpx.HTTPTransport(), trace)
    client = Client(key, base_url=root, transport=transport)
    return Connection(
        client=client,
        target=root,
        embedded=False,
        api_key=key,
        base_url=root,
        sources=sources,
        trace=trace,
    )


def _from_profile(
    chosen: str | None,
    env: Mapping[str, str],
    url: str | None,
    key: str | None,
    sources: dict[str, str],
) -> tuple[str | None, str | None]:
    """Fill what flags and environment left open from a profile (named, or `default`)."""
    from callbridge.api import ConfigurationError
    from callbridge.profiles import DEFAULT_PROFILE, ENV_PROFILE, load_profiles, read_key

    name = chosen or env.get(ENV_PROFILE) or None
    how = "--profile" if chosen else ENV_PROFILE
    if name is None and url is None and key is None and ENV_HOME in env:
        return url, key  # CALLBRIDGE_HOME asks for the embedded sandbox
    profiles = load_profiles(env)
    if name is None:
        if DEFAULT_PROFILE not in profiles:
            return url, key
        name, how = DEFAULT_PROFILE, "the default profile"
    found = profiles.get(name)
    if found is None:
        known = ", ".join(sorted(profiles)) or "none yet; create one with `migrate login`"
        raise ConfigurationError(f"no profile named {name!r} (profiles: {known})")
    sources["profile"] = f"{name} ({how})"
    if url is None and found.base_url:
        url, sources["base URL"] = found.base_url, f"profile {name}"
    if key is None:
        stored = read_key(found, env)
        if stored:
            key, sources["key"] = stored, f"profile {name} ({found.key_store})"
    return url, key


def _embedded(
    say: Callable[[str], None],
    typed_key: str | None,
    env: Mapping[str, str],
    sources: dict[str, str],
    trace: Trace | None,
) -> Connection:
    from callbridge.api import Client
    from callbridge.sandbox.embedded import DB_NAME, open_embedded

    home, how = find_home(environ=env)
    home.mkdir(mode=0o700, parents=True, exist_ok=True)  # a new one is private; an old one kept
    embedded = open_embedded(home)
    sandbox = embedded.sandbox
    key = typed_key or embedded.api_key
    sync_transport: Any = sandbox.sync_transport
    async_transport: Any = sandbox.transport
    try:
        # A receiver next to the embedded sandbox can only be local (`migrate webhooks
        # listen`), so it admits loopback receivers; nothing else of the spec's rules changes.
        sandbox.settings(allow_loopback_receivers=True)
        if trace is not None:
            from callbridge._trace import TracingTransport

            sync_transport = TracingTransport(sync_transport, trace)
        client = Client(key, base_url=sandbox.api_url, transport=sync_transport)
    except BaseException:
        sandbox.close()
        raise
    where = _shown(home / DB_NAME)
    sources.setdefault("key", "the embedded sandbox" if typed_key is None else "typed in")
    sources["base URL"] = f"embedded sandbox, {how}"
    say(
        f"No CALLBRIDGE_BASE_URL: using the embedded sandbox ({where}, {how}"
        f"{', newly seeded with a demo workspace' if embedded.created else ''}) "
        f"with key {mask_key(key)}."
    )
    return Connection(
        client=client,
        target=f"embedded sandbox ({where})",
        embedded=True,
        api_key=key,
        base_url=sandbox.api_url,
        async_transport=async_transport,
        resources=sandbox,
        sources=sources,
        trace=trace,
    )
