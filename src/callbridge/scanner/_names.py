"""What a scan knows about names: the service's hosts and brand, other vendors, and the words
of names and paths.

A host seen with the base path (`api.dialwave.io/api/public`) is the service's, and its
registered name (`dialwave`) the service's brand: a name in code made of it
(`DialwaveEndpoint`) marks the service. The scan's other hosts name other vendors and
services (`postwell` of `api.postwell.email/v1`, `mailrelay` of `mailrelay.acme.internal`):
a name made of one that makes it theirs (`PostwellClient`, `settings.mailrelay_url`) marks
their code. `Known` carries what the first pass learnt into the files read again.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from callbridge.scanner._lexer import CODE, COMMENT, Regions

NEUTRAL_HOST = re.compile(
    r"(?i)(?:^|\.)(?:json-schema\.org|w3\.org|swagger\.io|openapis\.org|github\.com|gitlab\.com"
    r"|opensource\.org|apache\.org|creativecommons\.org|schemas\.microsoft\.com|xmlns\.com"
    r"|example\.org|purl\.org|semver\.org|readthedocs\.io|npmjs\.com|pypi\.org|localhost"
    r"|127\.0\.0\.1|0\.0\.0\.0)$"
)

# The app's own backend by name (`BackendApi`, `AppBackendApi`, `bff.ts`, `BFFError`), not a
# backend for the service (`CallingBackend`, `DialerBackend`, `RinglaneBackend`: a word of the
# service's before it)
_BACKEND_WORD = re.compile(r"(?i:(?<![a-z])(?:backend|bff))|Backend|Bff|BFF")
_SERVICE_ROLE_WORDS = ("calling", "callbridge", "dial", "call", "voice", "telephony", "phone")
# the folders a client app keeps its HTTP code in: `src/api/backend/leads.ts`, not a
# repository's top-level `backend/`
_CLIENT_FOLDERS = frozenset(
    {"api", "apis", "services", "service", "net", "network", "networking", "clients"}
    | {"client", "lib", "data", "http", "remote"}
)


def names_own_backend(name: str, products: Iterable[str] = ()) -> bool:
    """Does `name` (a type's, a file's) say the app's own backend: a backend or BFF word with
    no word of the service before it?"""
    found = _BACKEND_WORD.search(name)
    if found is None:
        return False
    before = name[: found.start()].lower()
    return not any(word in before for word in (*_SERVICE_ROLE_WORDS, *products))


def own_backend_path(rel: str, products: Iterable[str] = ()) -> bool:
    """Does the file's own name (`BackendClient.cs`), or its own folder inside a client
    app's HTTP code (`src/api/backend/leads.ts`), say the app's own backend?"""
    parts = rel.split("/")
    if names_own_backend(parts[-1], products):
        return True
    return (
        len(parts) >= 3
        and parts[-2].lower() in ("backend", "bff")
        and parts[-3].lower() in _CLIENT_FOLDERS
    )


# a file names its product a bounded number of times that count
MAX_PRODUCT_NAMES = 256


@dataclass(frozen=True)
class Known:
    """What the other files of a scan said about the service: its hosts, seen with the base
    path, and its product names (see `product_words`)."""

    hosts: frozenset[str] = frozenset()
    products: frozenset[str] = frozenset()
    # other vendors' and services' names, from the scan's other hosts (`postwell` of
    # `api.postwell.email/v1`, `mailrelay` of `mailrelay.acme.internal`): see `other_brands`
    others: frozenset[str] = frozenset()

    @cached_property
    def product_re(self) -> re.Pattern[str] | None:
        return _words_re(self.products)

    @cached_property
    def other_re(self) -> re.Pattern[str] | None:
        return _words_re(self.others)


def _words_re(words: frozenset[str]) -> re.Pattern[str] | None:
    if not words:
        return None
    return re.compile("(?i)" + "|".join(sorted(map(re.escape, words))))


NOTHING_KNOWN = Known()


# what makes a name with another vendor's brand that vendor's client, settings or errors
# (`PostwellClient`, `postbird_list_id`, `SEGMENT_WRITE_KEY`), not a word of the app's own
# model that a vendor shares (`Segment.syncable`)
_VENDOR_PART = re.compile(
    r"(?i)client|api|error|exception|service|session|http|gateway|url|uri|host|base|endpoint"
    r"|key|token|secret|config|settings|webhook|list_?id"
)
_NAME_CHAR = re.compile(r"[\w$]")


def _vendor_name(text: str, start: int, end: int) -> bool:
    """Is the brand at start..end part of a vendor's name: followed in its name by one of
    `_VENDOR_PART`, or a settings key of its own in capitals (`settings.POSTBIRD`)?"""
    stop = end
    while stop < len(text) and stop - end < 64 and _NAME_CHAR.match(text, stop):
        stop += 1
    if not _NAME_CHAR.match(text, stop) and text[stop : stop + 1] == ".":
        # a section of its own: `config.postbird.apiKey`, `settings.POSTWELL.url`
        stop += 1
        while stop < len(text) and stop - end < 64 and _NAME_CHAR.match(text, stop):
            stop += 1
    rest = text[end:stop]
    if _VENDOR_PART.search(rest):
        return True
    rest = rest.partition(".")[0]
    word = text[start:end]
    return not rest and word.isupper() and (start == 0 or not _NAME_CHAR.match(text, start - 1))


def _whole_word(text: str, start: int, end: int) -> bool:
    """Is text[start:end] a word of a name (`Ringlane` in `RinglaneClient`, `ringlane_key`),
    not part of another word (`springlane`) nor of a URL's path?"""
    before = text[start - 1] if start else " "
    after = text[end] if end < len(text) else " "
    if before.isalnum() and not (before.islower() and text[start].isupper()):
        return False  # inside a word: `springlane`
    if before == "/":
        return False  # a path of some URL: `https://ops.example.com/snapshots/dialwave`
    return not (after.islower() or after.isdigit())


def is_vendor_name(name: str, pattern: re.Pattern[str] | None) -> bool:
    """Is a declared name another vendor's (`EnrichmentClient` for the `enrichment` host)?"""
    if pattern is None:
        return False
    return any(
        _whole_word(name, m.start(), m.end()) and _vendor_name(name, m.start(), m.end())
        for m in pattern.finditer(name)
    )


def product_names(
    text: str,
    regions: Regions,
    pattern: re.Pattern[str] | None,
    *,
    data: bool,
    vendor: bool = False,
) -> list[tuple[int, int]]:
    """Names in code that are made of a product name (`pattern`): `DialwaveEndpoint`,
    `dialwave_key`, `config.dialwaveKey`; not `springlane` for `ringlane`, nor a comment, nor
    a string of program code (a log message) but a setting's name a build file declares
    (`buildConfigField("String", "DIALWAVE_API_VERSION", …)`). In configuration (`data`) the keys and values
    are the names: `dialwave_api_key = ...`, `var.dialwave_user`. Another `vendor`'s brand
    must be part of such a vendor's name (`_vendor_name`)."""
    if pattern is None:
        return []
    spans = []
    for match in pattern.finditer(text):
        start, end = match.span()
        if not _whole_word(text, start, end):
            continue
        kind = regions.kind_at(start)
        if kind == COMMENT or (kind != CODE and not data and not _setting_string(text, start, end)):
            continue
        if vendor and not _vendor_name(text, start, end):
            continue
        spans.append((start, end))
        if len(spans) >= MAX_PRODUCT_NAMES:
            break
    return spans


# a string that names a setting in capitals where a build file declares it
# (`buildConfigField("String", "RINGLANE_API_VERSION", …)`), not a message. Environment
# lookups (`os.getenv("RINGLANE_API_KEY")`) were tried too and cost a held-out corpus
# findings.
_SETTING_STRING = re.compile(r"[\"'][A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+[\"']")
_SETTING_READ = re.compile(r"buildConfigField\s*\([^()\n]{0,40}$")


def _setting_string(text: str, start: int, end: int) -> bool:
    """Is the name at start..end part of a string naming a setting that is read there?"""
    left = max(
        text.rfind('"', max(0, start - 64), start), text.rfind("'", max(0, start - 64), start)
    )
    if left < 0 or _SETTING_STRING.match(text, left, min(len(text), end + 64)) is None:
        return False
    return _SETTING_READ.search(text, max(0, left - 64), left) is not None


# Product names: a word of the service's host (`dialwave` in `api.dialwave.io/api/public`)
# names the service wherever it appears in the scan, unless it is also a word of another
# host (the company's own domain) or too common to tell anything.
_HOST_RE = re.compile(
    r"(?i)\b(?:https?|wss?)://(?P<host>[\w.-]{1,253})(?::\d{1,5})?(?P<path>/[^\s\"'`<>]{0,256})?"
)
_RELATIVE_BASE = re.compile(r"[\"'`]/api/public/(?:v\d|[$#%{\\])")
_NAME_TOKEN = re.compile(r"[A-Za-z_$][\w$]*")
_WORD_RE = re.compile(r"[A-Z]?[a-z]{2,}|[A-Z]{2,}(?![a-z])")
_COMMON_WORDS = frozenset(
    [
        "api",
        "apis",
        "www",
        "com",
        "net",
        "org",
        "io",
        "co",
        "dev",
        "prod",
        "production",
        "staging",
        "stage",
        "test",
        "tests",
        "sandbox",
        "internal",
        "local",
        "localhost",
        "app",
        "apps",
        "http",
        "https",
        "base",
        "url",
        "uri",
        "host",
        "root",
        "endpoint",
        "public",
        "service",
        "services",
        "svc",
        "client",
        "calls",
        "call",
        "calling",
        "example",
        "default",
        "legacy",
        "old",
        "new",
        "gateway",
        "rest",
        "web",
        "cloud",
        "eu",
        "us",
        "uk",
        "de",
        "fr",
        "global",
        "region",
        "edge",
        "cdn",
        "static",
        "auth",
        "login",
        "mail",
        "email",
        "sms",
        "voice",
        "phone",
        "data",
        "info",
        "health",
        "status",
        "admin",
        "portal",
    ]
)
MAX_WORDS = 20_000  # the words kept per file: bounds what a file sends back to the scan


def host_words(text: str) -> tuple[frozenset[str], frozenset[str]]:
    """The service's hosts in `text` (seen with its base path) and the other hosts; a
    neutral host (`localhost`, `example.org`) is neither."""
    service: set[str] = set()
    other: set[str] = set()
    for match in _HOST_RE.finditer(text):
        host = match.group("host").lower()
        if NEUTRAL_HOST.search(host):
            continue
        (service if "/api/public" in (match.group("path") or "") else other).add(host)
    other -= service
    if not service and len(other) == 1 and _RELATIVE_BASE.search(text):
        # the base path joined to the file's only host (`static let host = "https://…"`
        # beside `"/api/public/\(apiVersion)/contact-lists"`)
        return frozenset(other), frozenset()
    return frozenset(service), frozenset(other)


def host_labels(hosts: Iterable[str], shortest: int) -> set[str]:
    """The telling words of hostnames: alphabetic labels of at least `shortest` letters that
    are not common (`api`, `prod`, `internal`)."""
    return {
        label
        for host in hosts
        for label in host.split(".")
        if len(label) >= shortest and label.isalpha() and label not in _COMMON_WORDS
    }


# another API's versioned base URL on its own `api.` host (`https://api.mailwave.io/v1`),
# matched at each `://api.` of a file, at most MAX_API_HOSTS of them (a machine-written
# dump can hold thousands: the vendors a scan learns come from hand-written settings)
_VERSIONED_API_HOST = re.compile(
    r"(?i)(?P<host>api\.[a-z0-9-]{2,63}(?:\.[a-z0-9-]{1,63}){1,3})(?::\d{1,5})?/v\d{1,2}\b"
)
MAX_API_HOSTS = 64


def api_hosts(text: str) -> frozenset[str]:
    """Other APIs' versioned `api.` hosts in `text` (`FileAnalysis.api_hosts`)."""
    hosts: set[str] = set()
    at = text.find("://api.")
    for _ in range(MAX_API_HOSTS):
        if at < 0:
            break
        found = _VERSIONED_API_HOST.match(text, at + 3)
        if found is not None:
            hosts.add(found.group("host").lower())
        at = text.find("://api.", at + 7)
    return frozenset(hosts)


def product_words(service_hosts: set[str], other_hosts: set[str]) -> frozenset[str]:
    """The words of the service's hosts that no other host shares (`_vetoes`: a stand-in
    on a testing domain, `api.dialwave.test` in a mock, is no other host)."""
    return frozenset(
        host_labels(service_hosts, 4) - host_labels(_vetoes(other_hosts, service_hosts), 4)
    )


# top-level domains reserved for testing and documentation (RFC 2606, RFC 6761): a host there
# stands in for a real one, the service's as often as any other's
_TESTING_TLDS = frozenset(["test", "example", "invalid", "localhost"])


def _vetoes(other_hosts: set[str], service_hosts: set[str]) -> set[str]:
    """The other hosts whose words are not the service's: not a stand-in on a testing domain,
    not a host of a vendor's own domain, one the service's API answers on
    (`status.ringlane.com` beside `api.ringlane.com`), and not a name of one label, which
    the company gives its own aliases (nginx's `proxy_pass https://ringlane;` to an upstream
    of that name, a compose service `http://ringlane:8080` standing in for it)."""
    vendors = registered_names(h for h in service_hosts if h.startswith("api."))
    return {
        host
        for host in other_hosts - service_hosts
        if "." in host
        and host.rpartition(".")[2] not in _TESTING_TLDS
        and not registered_names([host]) & vendors
    }


# top-level domains of private networks: the label before them is the company's network,
# not a vendor's brand
_PRIVATE_TLDS = frozenset(
    [
        "local",
        "internal",
        "lan",
        "test",
        "localhost",
        "svc",
        "cluster",
        "corp",
        "home",
        "intranet",
        "example",
        "invalid",
        "private",
    ]
)
_SECOND_LEVELS = frozenset(["co", "com", "org", "net", "ac", "gov", "edu"])


def registered_names(hosts: Iterable[str]) -> set[str]:
    """The registered names of public hosts (`dialwave` in `api.dialwave.io`, `ringlane` in
    `dialer.ringlane.co.uk`): not a private network's (`.internal`, `.local`), nor a short
    or common one."""
    out = set()
    for host in hosts:
        labels = host.split(".")
        if len(labels) < 2 or labels[-1] in _PRIVATE_TLDS:
            continue
        name = labels[-2]
        if name in _SECOND_LEVELS and len(labels) >= 3 and len(labels[-1]) == 2:
            name = labels[-3]
        if len(name) >= 4 and name.isalpha() and name not in _COMMON_WORDS:
            out.add(name)
    return out


def brand_words(service_hosts: set[str], other_hosts: set[str]) -> frozenset[str]:
    """The service's brand: the registered name of its public hosts, unless another host of
    the scan shares it or it is too common. Stronger than `product_words`: a subdomain
    (`dialer.` of a company's own domain) is not a brand."""
    return frozenset(
        registered_names(service_hosts) - host_labels(_vetoes(other_hosts, service_hosts), 4)
    )


def other_brands(service_hosts: set[str], other_hosts: set[str]) -> frozenset[str]:
    """Other vendors' and services' names: the registered names and telling labels of the
    scan's other hosts (`postwell` in `api.postwell.email/v1`, `mailrelay` in
    `mailrelay.acme.internal`), but any word of the service's hosts."""
    others = other_hosts - service_hosts
    return frozenset(
        (registered_names(others) | host_labels(others, 4))
        - registered_names(service_hosts)
        - host_labels(service_hosts, 4)
        - _PRIVATE_TLDS
    )


def path_words(rel: str, levels: int = 3) -> frozenset[str]:
    """The lowercased words of a file's name and its folder's (`integrations/DialWaveClient.kt`:
    integrations, dial, wave, client, kt, and the pairs written together: dialwave,
    waveclient), and with `levels=3` of the folder above unless it is the top one
    (`Callvane/` in `src/Callvane/Exception/ApiError.php`); not of a top folder above those,
    such as a repository named after the service that holds other code too."""
    parts = rel.split("/")
    kept = parts[-levels:] if len(parts) > levels else parts[-2:]
    words: set[str] = set()
    _add_words(words, "/".join(kept), joined=True)
    return frozenset(words)


def _add_words(words: set[str], name: str, *, joined: bool) -> None:
    """Add the lowercased words of `name` to `words`, and with `joined` the pairs it writes
    together (`RingLane`: ring, lane, ringlane)."""
    previous: re.Match[str] | None = None
    for match in _WORD_RE.finditer(name):
        words.add(match.group(0).lower())
        if joined and previous is not None and previous.end() == match.start():
            words.add(name[previous.start() : match.end()].lower())
        previous = match


def _one_line_literal(regions: Regions, pos: int) -> bool:
    """Is `pos` in a string of one line (`"CallHarbor"`, an INI section or value), whose
    names are written as names are, not in a heredoc's or docstring's prose? Text of the
    family's default kind (a data file's values, YAML's block scalars too) counts as such:
    there the names are the file's keys and values."""
    i = regions.span_at(pos)
    if i < 0:
        return True
    start, end = regions.starts[i], regions.ends[i]
    return end - start <= 200 and regions.text.find("\n", start, end) < 0


def name_words(
    text: str, regions: Regions, start: int = 0, end: int | None = None
) -> frozenset[str]:
    """The lowercased words of a text's names outside comments (`DialwaveAuth`,
    `DIALWAVE_KEY`: dialwave), from `start` to `end`, and in code the words a name writes
    together (`RingLaneClient`: ringlane); a comment saying "never call Dialwave from here"
    is no evidence that the code does. Each name is looked at once."""
    words: set[str] = set()
    seen: set[str] = set()
    for token in _NAME_TOKEN.finditer(text, start, len(text) if end is None else end):
        name = token.group(0)
        if name in seen:
            continue
        kind = regions.kind_at(token.start())
        if kind == COMMENT:
            continue
        seen.add(name)
        _add_words(words, name, joined=kind == CODE or _one_line_literal(regions, token.start()))
        if len(words) >= MAX_WORDS:
            break
    return frozenset(words)
