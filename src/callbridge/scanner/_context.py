"""Which service a piece of code talks to.

`x-api-key` is a v1 habit only when it is sent to the calling service; the same header sent
to a weather API is none of our business. The file is read as a set of destination markers:
service markers (the `/api/public` base path, v1 endpoints, acting-user headers, names such
as CALLING_API_URL, hosts seen with the base path) and other markers (URLs of other hosts).
The marker nearest to a match decides; with no marker at all the destination is unknown.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Iterator
from dataclasses import dataclass, field

from callbridge.scanner._lexer import COMMENT, Regions
from callbridge.scanner._literals import finditer
from callbridge.scanner._names import (
    NEUTRAL_HOST,
    NOTHING_KNOWN,
    Known,
    host_labels,
    names_own_backend,
    product_names,
)
from callbridge.scanner._scopes import Outline, function_name

SERVICE = "service"
OTHER = "other"
# a name made of the service's product name (`DialwaveEndpoint`): the service's, but a
# marker of either kind as near wins
NAMED = "named"
# a bare v1 endpoint path (`/contact-lists` joined to a base from elsewhere): the service's,
# unless the block names another vendor of the scan and nothing else of the service (see
# `Known.others`); only told apart once the scan knows such vendors
PATH = "path"
# a name made of another vendor's brand (`PostwellClient`, `settings.POSTBIRD`): it decides
# only against PATH markers
OTHER_NAMED = "other-named"
# where a bare path goes in code named after another vendor: another destination, which
# rules of bare paths (`destination: not-vendor`) tell from the others
VENDOR = "vendor"
UNKNOWN = "unknown"

# Acting-user headers are weak evidence: they say "probably the calling service" only when
# nothing else in the file says where requests go.
# So is the service named in prose ("Calling Service list ids" in an OpenAPI description).
_WEAK_SERVICE_RE = re.compile(r"(?i)\bcalling (?:api|service)\b")
_SERVICE_RE = re.compile(
    r"/api/public\b|api/public/v\d|contact-lists"
    r"|(?i:\bcalling[-_.]?(?:api|service|svc|client|base|host|root|endpoint|headers?|session"
    r"|gateway|http)\w*"
    r"|\bcalling[-_]?(?:key|token)\b|\bcallbridge\b"
    r"|\bcalling_[a-z_]*(?:url|uri|host|key|token|secret|base|root|endpoint|user_id|email)\b)"
)


def may_have_service_marker(text: str, folded: str | None) -> bool:
    """Could the text hold a service marker? `folded` is `_literals.fold(text)`. The plain
    literals are found far faster than the markers; a "calling" counts only where it makes
    a marker, since the word is common in prose ("before calling this function")."""
    low = text.lower() if folded is None else folded
    if any(literal in low for literal in _SERVICE_LITERALS):
        return True
    return "calling" in low and next(finditer(_SERVICE_RE, text, folded), None) is not None


_SERVICE_LITERALS = ("api/public", "contact-lists", "callbridge")


# Names of well-known other services (`SLACK_WEBHOOK`, `stripe_api_key`): other markers,
# as the service's own names are service markers.
# A word may stand between the brand and what it names (`SEGMENT_WRITE_KEY`).
_OTHER_NAME_RE = re.compile(
    r"(?i)(?<![a-z0-9])(?:slack|stripe|twilio|sendgrid|mailgun|pagerduty|datadog|sentry|hubspot"
    r"|salesforce|zendesk|github|opsgenie|teams|msteams|discord|mattermost|jira|okta|auth0"
    r"|intercom|airtable|shopify|segment|mixpanel|amplitude|firebase|onesignal|revenuecat"
    r"|braze|bugsnag|rollbar|newrelic|launchdarkly|algolia|mapbox|postmark|mailchimp"
    r"|pusher|plaid|braintree|paypal|cloudinary|openai)(?:[-_][a-z]{1,12})?[-_]?"
    r"(?:webhook|api|url|uri|host|key|token|secret|base|endpoint|client|dsn)\w*"
)
# A request by relative URL through a browser or app HTTP client goes to the app's own
# backend (`axios.get('/api/preferences', ...)`, AngularJS's `$http.get('/api/...')`):
# another destination, unless the path is the service's.
# ... and so does a test calling the app's own routes (Laravel's `$this->getJson('/api/...')`,
# Django's `self.client.get('/api/...')`, supertest's `request(app).get('/...')`).
_OWN_BACKEND_RE = re.compile(
    r"(?:(?<![\w$.])(?:axios|fetch|ky|\$http|\$\.ajax|\$\.get|\$\.post)"
    r"(?:\.(?:get|post|put|patch|delete|request|head))?"
    r"|\$this->(?:get|post|put|patch|delete|json)(?:Json)?|\bself\.client\.(?:get|post|put|patch|delete)"
    r"|\brequest\(\s*app\s*\)\.(?:get|post|put|patch|delete))"
    r"\s*(?:<[^<>\n]{0,64}>)?\(\s*"
    r"[\'\"`]/(?![/\'\"`])(?![^\'\"`\n]{0,200}(?:api/public|contact-lists))"
)
# what a call of `_OWN_BACKEND_RE` holds, searched first: the pattern itself has no literal
# to start from
_OWN_BACKEND_WORDS = ("axios", "fetch", "$http", "$.", "$this->", "self.client", "request(app")
_KY_CALL = re.compile(r"ky\s*(?:\.\w+\s*)?[(<]")
# an instance created for the app's own backend: `axios.create({ baseURL: '/bff' })`, or
# for another API's version under a configured host (`` baseURL: `${Config.CRM_URL}/api/v1` ``)
_OWN_INSTANCE_RE = re.compile(
    r"\b(?:baseURL|baseUrl|prefixUrl)\s*:\s*(?P<value>[\'\"`]/(?![/\'\"`])"
    r"|`\$\{[^{}`\n]{1,80}\}/api/v\d{1,3}\b)"
    r"(?![^\'\"`\n]{0,200}(?:api/public|contact-lists))"
)
# A declarative client's or a controller's class-level path under another API's version
# (Micronaut's `@Client(id = "orders", path = "/v1")`, Feign's `path = "/v2"`, JAX-RS's
# `@Path("/v1")`): the paths of its methods are that API's.
_CLASS_PREFIX = re.compile(
    r"@(?:Client|FeignClient|Path|RequestMapping|HttpExchange)\s*\([^)\n]{0,200}?[\"']"
    r"(?P<prefix>/(?![^\"'\n]*api/public)[\w./-]{0,80}?\bv\d+)/?[\"']"
)
_OPENAPI_DOC = re.compile(r"(?m)^[ \t]*(?:\{[ \t]*)?[\"']?(?:openapi|swagger)[\"']?[ \t]*:")
_OPENAPI_PATHS = re.compile(r"(?m)^[ \t]*[\"']?paths[\"']?[ \t]*:")
# where it is served: OpenAPI 3's first `servers` URL, Swagger 2's `host`
_OPENAPI_SERVER = re.compile(
    r"[\"']?servers[\"']?[ \t]*:\s*(?:\[\s*)?(?:-[ \t]*)?(?:\{\s*)?[\"']?url[\"']?[ \t]*:"
    r"[ \t]*[\"']?(?P<server>[^\s\"',}]{1,300})"
    r"|(?m:^)[ \t]*[\"']?host[\"']?[ \t]*:[ \t]*[\"']?(?P<host>[\w.-]{1,200}(?::\d{1,5})?)"
)
# A class's base on another API's version (HTTParty's `base_uri "https://api.mailfolk.com/v1"`,
# a Tesla module's `plug Tesla.Middleware.BaseUrl, "https://api.mailfolk.com/v1"`)
_CLASS_BASE_URI = re.compile(
    r"(?m)^[ \t]*(?:base_uri[ \t]*\(?|plug[ \t]+Tesla\.Middleware\.BaseUrl[ \t]*,)"
    r"[ \t]*[\"']https?://(?P<host>[\w.-]{1,200})(?::\d{1,5})?"
    r"/(?!api/public)(?:[\w-]+/){0,4}v\d{1,3}\b"
)
# A local server's path that is none of the service's: the app's own (a local stand-in of the
# service answers under its base path or its endpoint paths)
_LOCAL_HOST = re.compile(r"(?:localhost|127\.0\.0\.1|0\.0\.0\.0)(?::\d+)?$")
_OWN_LOCAL_PATH = re.compile(r"/[\w.-]{1,64}/")
# A type named for the app's own backend (`class BackendAuthInterceptor`, `interface
# BackendApi`, `struct BFFError`): the code it holds talks to the app's own server.
_OWN_TYPE = re.compile(
    r"\b(?:class|interface|object|struct|type|record|enum|protocol|trait)[ \t]+"
    r"(?P<name>[A-Z]?\w{0,40}?(?:Backend|Bff|BFF)(?![a-z])\w{0,40})"
)
# Another API's versioned contact-lists path (AWS SES's /v2/email/contact-lists) is not
# this service's.
_OTHER_VERSIONED_PATH = re.compile(r"/v\d+/(?:[\w-]+/){0,8}$")
# a mailing list's sub-resource after the list's id (`contact-lists/{id}/members`,
# `"/contact-lists/" + id + "/subscribers"`): an email provider's list, not v1's
_OTHER_SUBRESOURCE = re.compile(
    r"/(?:[^/\s\"'`?]{1,64}|[\"'`]\s*[+.,]?\s*[\w.-]{1,40}\s*[+.,]?\s*[\"'`])"
    r"/(?:members|subscribers|subscriptions|suppressions|recipients|unsubscribes|segments"
    r"|audiences)\b"
)
# a path under another prefix with a placeholder between (`"/segments/{name}/`,
# `f"{GATEWAY}/audiences/{id}/`, Go's `"/audiences/"+account+"/`), whatever base it is on
_PLACEHOLDER = r"(?:#?\$?\{[^{}/\n]{1,40}\}|:\w+|[\"'`]\s*\+\s*[\w.]{1,40}\s*\+\s*[\"'`])"
_OTHER_PREFIXED_PATH = re.compile(
    rf"[\"'`](?:/(?!api/public/)[a-z][\w-]*/(?:(?:[\w-]+|{_PLACEHOLDER})/){{0,8}}"
    rf"|#?\$?\{{[^{{}}/\n]{{1,60}}\}}/(?!api/)[a-z][\w-]*/(?:[\w-]+/){{0,4}}{_PLACEHOLDER}/"
    rf"(?:(?:[\w-]+|{_PLACEHOLDER})/){{0,4}})$"
)


def _other_versioned(text: str, match: re.Match[str]) -> bool:
    """Is this `contact-lists` the end of another API's versioned path, or of a literal
    path under another prefix, or followed by a mailing list's sub-resource
    (`contact-lists/{id}/members`, `/subscribers`: an email provider's list)?"""
    if not match.group(0).lower().startswith("contact-lists"):
        return False
    if _OTHER_SUBRESOURCE.match(text, match.end()):
        return True
    return _before_path(text, match.start(), _OTHER_VERSIONED_PATH, _OTHER_PREFIXED_PATH)


def _before_path(text: str, pos: int, *patterns: re.Pattern[str]) -> bool:
    """Does the line's text before `pos` (at most 128 characters), with no service base
    path in it, end as one of `patterns` says?"""
    before = text[max(text.rfind("\n", 0, pos) + 1, pos - 128) : pos]
    return "/api/public" not in before and any(p.search(before) for p in patterns)


def _bare_path(match: re.Match[str]) -> bool:
    """Is this service marker a v1 endpoint's path alone (`contact-lists`), with nothing of
    the service's base path or names?"""
    return match.group(0).lower().startswith("contact-lists")


# A setting or declaration's name, and its words; the words that qualify nothing
_SETTING_NAME = re.compile(
    r"^[ \t]*(?:(?:private|public|protected|internal|static|final|const|val|var|let|readonly"
    r"|export|def)\s+)*(?:[A-Za-z_][\w.]{0,40}(?:<[^<>\n]{0,60}>)?(?:\[\])?[ \t]+(?=\w{3}))?"
    r"[\"']?(?P<name>[A-Za-z_][\w.-]{2,80})[\"']?\s*(?::[ \t]*[\w<>\[\], ]{0,40})?"
    r"(?:=(?![=>~])|:(?!:))"
)
# a set of statuses opening within 30 characters, none a digit, after a setting's name:
# two patterns, each cheap wherever it is tried (one led by the 30-character gap costs 30
# steps at every position of a line searched through)
_STATUS_SET_GAP = re.compile(r"[^\n\d]{0,30}")
_STATUS_SET = re.compile(r"[\[({]\s*\d{3}\b")
_NAME_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
# what a setting of a client's statuses is called (`retry_statuses`, `pricingRetryable`)
_SUBJECT_WORDS = frozenset(
    ["retry", "retries", "retryable", "retriable", "transient", "status", "statuses", "codes"]
)
_GENERIC_WORDS = frozenset(
    [
        "retry",
        "retries",
        "retryable",
        "retriable",
        "retrying",
        "transient",
        "status",
        "statuses",
        "code",
        "codes",
        "http",
        "on",
        "for",
        "of",
        "set",
        "list",
        "array",
        "default",
        "defaults",
        "max",
        "min",
        "backoff",
        "safe",
        "idempotent",
        "all",
        "the",
        "our",
        "config",
        "settings",
        "options",
        "errors",
        "error",
        "fatal",
        "permanent",
        "temporary",
        "recoverable",
        "non",
        "not",
        "private",
        "public",
        "static",
        "final",
        "const",
        "val",
        "var",
        "let",
        "is",
        "are",
        "should",
        "can",
        "may",
        "client",
        "clients",
        "api",
        "upstream",
        "service",
        "services",
        "request",
        "requests",
        "response",
        "responses",
    ]
)


def _opens_status_set(line: str, start: int) -> bool:
    """Does a set of statuses (`[502`, `setOf(503`) open after `start`, within 30
    characters none of which is a digit?"""
    gap = _STATUS_SET_GAP.match(line, start)
    assert gap is not None  # the gap may be empty: it always matches
    end = min(gap.end() + 1, len(line))
    return any(
        line[at] in "[({" and _STATUS_SET.match(line, at) is not None for at in range(start, end)
    )


def names_own_subject(line: str) -> bool:
    """Does the line set a client's statuses under a name of its own subject
    (`pricingRetryable = setOf(502)`, `erp.retry_statuses:` below
    `ringlane.retry_statuses:`)? Then a product name on another line does not speak for it."""
    found = _SETTING_NAME.match(line)
    if found is None or not _opens_status_set(line, found.end()):
        return False
    words = {w.lower() for w in _NAME_WORD.findall(found.group("name")) if len(w) > 1}
    return bool(words & _SUBJECT_WORDS) and bool(words - _GENERIC_WORDS)


_DOCUMENT_SEPARATOR = re.compile(r"(?m)^---[ \t]*$")


# A type declaration heading a block.
_TYPE_HEADER = re.compile(
    r"^\s*(?:(?:pub(?:\(\w+\))?|export|public|private|internal|data|sealed|abstract|final|open"
    r"|readonly|partial|static)\s+)*(?:struct|class|record|interface|enum|type)\s+"
    r"(?P<name>[A-Za-z_]\w*)"
)

# A block that branches on a value: its subject is the first name after the keyword.
_SUBJECT = re.compile(
    r"^\s*(?:\}\s*)?(?:case|switch|match|when|select\s+case|(?:else\s*)?if|elif|elsif|unless)"
    r"\s*[(\"'{$!]*\s*(?P<name>[A-Za-z_]\w*)"
)
SUBJECT_LINES = 200

# XML namespaces and schema locations name documents, not destinations.
_SCHEMA_PATH = re.compile(r"(?i)/schemas?(?:/|$)|\.(?:xsd|dtd)$")
_XMLNS = re.compile(r"xmlns(?::\w{1,8})?=[\"']$")

_URL_RE = re.compile(
    r"(?i)\b(?:https?|wss?)://(?P<host>[^\s\"'`<>/)\]}{,;:]+)(?::\d+)?(?P<path>[^\s\"'`<>)\]},;]*)"
)
_PLACEHOLDER_HOST_URL = re.compile(
    r"(?i)\bhttps?://<[\w.-]{1,40}>\.(?P<host>[\w-]{1,63}(?:\.[\w-]{1,63}){1,8})"
    r"(?::\d{1,5})?(?P<path>[^\s\"'`<>)\]},;]{0,400})"
)
_TEMPLATED_URL = re.compile(
    r"(?i)\bhttps?://(?:\{\{[^}\n]{1,80}\}\}|\$\{[^}\n]{1,80}\}|\$[A-Za-z_]\w{0,63})(?::\d{1,5})?"
    r"/(?!api/public)(?:api/)?v\d{1,3}/"
)

_ASSIGNED_NAME = re.compile(
    # a Dart constructor's initializer list: `: _dio = Dio(BaseOptions(`
    r"(?<![\w$. \t])[ \t]*(?::[ \t]+(?=_?[a-z]))?"
    r"(?:(?:export|const|let|var|val|final|static|private|public|readonly"
    r"|String|string)\s+)*"
    r"(?:[A-Z][\w.]{0,63}(?:<[^<>\n]{0,63}>)?\??\s+)?"  # a declared type: `RestClient _calling = new(...)`
    # a macro or module attribute: Erlang's `-define(NAME, "...")`, C's `#define NAME "..."`,
    # Elixir's `@name "..."`
    r"(?P<macro>-define\(\s*|\#define[ \t]+|@(?=[a-z_]))?"
    r"\$?(?P<name>[A-Za-z_]\w{2,63}|[A-Z][A-Z0-9])(?!\w)"  # a constant may be two capitals: `DW`
    # Make's `NAME ?= value` too
    r"(?(macro)(?:\s*,\s*|[ \t]+)|\s*(?::\s*[\w.<>\[\]]{1,63}\s*)?(?::=|\?=|=|:)\s*)"
)

# `res = http.get("https://...")` binds a response, not a URL: `res` is reused for other
# calls. An environment or settings lookup (`os.environ.get("URL", "https://...")`) is not
# a request.
_REQUEST_CALL = re.compile(
    r"(?i)(?<!environ)(?<!\benv)(?<!config)(?<!settings)(?:\.|->|::)\s*"
    r"(?:get|post|put|patch|delete|head|request|fetch|send\w*|execute\w*|exchange|call)\s*[(<]"
    r"|(?<![\w.$])(?:fetch|axios|got|ky|request)\s*[(<]"
)
# A value built on the base path binds its name only when it is a plain expression: not an
# object or array literal (`headers: {...}`), whose name says nothing about a destination.
_LITERAL_OPENER = re.compile(r"(?<![#$])[{\[]")


@dataclass
class Destinations:
    """The destination markers of one file, by line, built once per candidate file."""

    text: str
    outline: Outline
    regions: Regions
    line_of: list[int]
    lines: list[int] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    spans: list[tuple[int, int]] = field(default_factory=list)
    weak: list[tuple[int, int]] = field(default_factory=list)
    # the lines holding a marker, in order, and each one's marker spans by kind
    marked: list[int] = field(default_factory=list)
    by_line: dict[int, dict[str, list[tuple[int, int]]]] = field(default_factory=dict)
    _called: dict[tuple[str, int], str | None] = field(default_factory=dict)
    vendor_named: bool = False  # some marker is another vendor's name (OTHER_NAMED)
    # names bound to another API's URL with a path of its own (`MP_API=".../v1"`), with
    # the top-level blocks that bind them (None: bound at the top level)
    other_apis: dict[str, list[tuple[int, int]] | None] = field(default_factory=dict)
    # the header lines of classes under another API's versioned path or base
    # (`_CLASS_PREFIX`, `_CLASS_BASE_URI`)
    other_classes: frozenset[int] = frozenset()
    _vendor_seen: dict[tuple[int, int, bool, int], bool | None] = field(default_factory=dict)
    # structured data (`RECORD_LANGUAGES`): a block's child blocks are records of their own (a Postman
    # collection's requests, a compose file's services); another vendor named in one says
    # nothing of its siblings
    records: bool = False
    # the lines of YAML's `---` document separators (None: not looked for yet; other
    # languages have none: `---` there is a SQL comment or a Markdown rule)
    _separators: list[int] | None = None

    def add(self, line: int, kind: str, span: tuple[int, int]) -> None:
        """A marker; added in text order."""
        self.lines.append(line)
        self.kinds.append(kind)
        self.spans.append(span)
        if not self.marked or self.marked[-1] != line:
            self.marked.append(line)
        self.by_line.setdefault(line, {}).setdefault(kind, []).append(span)
        self.vendor_named = self.vendor_named or kind == OTHER_NAMED

    def joined_to_other(self, pos: int) -> bool:
        """Is the path at `pos` joined to a name bound, where it stands, to another API's
        URL (`"$MP_API/contact-lists"`, `this.client.post('/contact-lists')` on `client =
        axios.create({ baseURL: 'https://api.postvine.com/v1' })`)? That API's path,
        whatever the file's other markers."""
        return _joined_to_other(self.text, self.line_of, self.other_apis, pos)

    def under_other_prefix(self, pos: int) -> bool:
        """Is the path at `pos` a literal relative path under another prefix, placeholders
        between (`f"/segments/{name}/contact-lists"`), which the rule's own look at the
        token before it (back to the `{`) cannot see?"""
        return _before_path(self.text, pos, _OTHER_PREFIXED_PATH)

    def in_other_class(self, line: int) -> bool:
        """Is the line in a class whose paths are under another API's version, and which
        names nothing of the service but bare paths (a `@Path("/v1")` interface on a base
        URL configured as the service's `.../api/public` names the service somewhere)?"""
        if not self.other_classes:
            return False
        for header, first, last in self.outline.blocks(line):
            if header in self.other_classes or first in self.other_classes:
                return not self._names_service_within(first, last)
        return False

    def _names_service_within(self, first: int, last: int) -> bool:
        for line in self.marked[bisect_left(self.marked, first) : bisect_right(self.marked, last)]:
            kinds = self.by_line[line]
            if NAMED in kinds or any(
                not self.text.startswith("contact-lists", start, end)
                for start, end in kinds.get(SERVICE, [])
            ):
                return True
        return False

    def resolve(self, line: int, span: tuple[int, int]) -> str:
        """The destination of code at `line`.

        The innermost block around the line that holds a marker decides, by its marker
        nearest to the line (a tie goes to the service): a status check in the method that
        calls the service is about the service, even when another API's URL is a few lines
        away in the next method. A function with no marker of its own goes where its callers
        go, when they agree. With no marker at all, weak evidence (acting-user headers) says
        service, else the destination is unknown.
        """
        for depth, (header, first, last) in enumerate(self.outline.blocks(line)):
            kind = self._nearest(line, span, first, last)
            if kind is not None:
                return kind
            # a one-line branch (`if resp.status == 503 then ... end`) decides by its subject
            if depth == 0 and (kind := self._subject(line)) is not None:
                return kind
            if header and (kind := self._subject(header)) is not None:
                return kind
            name = self._function_at(header) if header else None
            if name is not None and (kind := self._callers(name, header)) is not None:
                return kind
            name = self._type_at(header) if header else None
            if name is not None and (kind := self._users(name, header, last)) is not None:
                return kind
        others = [w for w in self.weak if not (w[0] < span[1] and span[0] < w[1])]
        return SERVICE if others else UNKNOWN

    def _subject(self, header: int) -> str | None:
        """A `case "$status" in` / `switch resp.StatusCode()` / `match resp.status:` /
        `if resp.StatusCode >= 300 {` block goes where the request that set its subject went: the subject's last assignment above it
        (at most SUBJECT_LINES up), decided by the markers around that line."""
        found = _SUBJECT.match(self.outline.text_of(header))
        if found is None:
            return None
        name = found.group("name")
        assignment = re.compile(rf"(?<![\w.$]){re.escape(name)}\s*(?:,\s*\w+\s*)?(?::=|=(?![=>~]))")
        for line in range(header - 1, max(0, header - SUBJECT_LINES), -1):
            if assignment.search(self.outline.text_of(line)):
                for _, first, last in self.outline.blocks(line):
                    kind = self._nearest(line, (0, 0), first, last)
                    if kind is not None:
                        return kind
                return None
        return None

    def _function_at(self, header: int) -> str | None:
        """The function a block header defines (its signature's, `Outline.signature`)."""
        return function_name(self.outline.text_of(self.outline.signature(header)))

    def _nearest(self, line: int, span: tuple[int, int], first: int, last: int) -> str | None:
        """The kind of the marker nearest to `line` within lines first..last, from the
        marked lines outward (so a line with thousands of markers costs no more than one
        with a few). Across the whole file, a product name names its own line only: a
        declaration of its own (`interface SchedulerErrorBody` below `interface
        DialwaveErrorBody`), a setting of its own (`WMS_KEY_HEADER=x-api-key` above
        `DIALWAVE_HOOK_HEADER=...`)."""
        whole = first <= 1 and last >= len(self.outline.lines)
        if whole:
            first, last = self.document(line, first, last)
        if self.vendor_named and self._named_for_vendor(line, span):
            return VENDOR
        marked = self.marked
        below = bisect_right(marked, line) - 1  # marked lines at or above `line`, upward
        above = below + 1
        low = bisect_left(marked, first)
        high = bisect_right(marked, last)
        while below >= low or above < high:
            up = line - marked[below] if below >= low else None
            down = marked[above] - line if above < high else None
            distance = min(d for d in (up, down) if d is not None)
            kinds: set[str] = set()
            if up == distance:
                kinds |= self._kinds_on(marked[below], span)
                below -= 1
            if down == distance:
                kinds |= self._kinds_on(marked[above], span)
                above += 1
            kinds.discard(OTHER_NAMED)
            if (
                distance
                and NAMED in kinds
                and (whole or names_own_subject(self.outline.text_of(line)))
            ):
                kinds.discard(NAMED)
            if kinds == {PATH} and self.vendor_named and self._vendor_around(line, first, last):
                return VENDOR
            if kinds:  # a tie goes to the service
                return OTHER if OTHER in kinds and not kinds & {SERVICE, PATH} else SERVICE
        # a block naming another vendor is its code; at the top level a vendor's name speaks
        # only for its own line (`TELEMATICS_KEY_HEADER` beside the service's header
        # constants), unless the file's bare paths go with it
        if self.vendor_named and self._vendor_in(first, last, line, paths=whole) is True:
            return VENDOR
        return None

    def document(self, line: int, first: int, last: int) -> tuple[int, int]:
        """The lines of the YAML document around `line` in a stream of several (`---`
        between a Kubernetes Secret and the next): another document's vendor is not its."""
        if self._separators is None:
            self._separators = (
                [
                    bisect_right(self.line_of, m.start())
                    for m in _DOCUMENT_SEPARATOR.finditer(self.text)
                ]
                if "\n---" in self.text
                else []
            )
        at = bisect_left(self._separators, line)
        if at > 0:
            first = self._separators[at - 1] + 1
        if at < len(self._separators):
            last = self._separators[at] - 1
        return first, last

    def names_service(self, line: int, span: tuple[int, int]) -> bool:
        """Does the match itself name the service (`RINGLANE_API_VERSION`,
        `calling.api-version`): a service marker or a product name within its span?"""
        return bool(self._kinds_within(line, span) & {SERVICE, NAMED})

    def _named_for_vendor(self, line: int, span: tuple[int, int]) -> bool:
        """Does the match's own name say another vendor (`ENRICHMENT_API_KEY=…`), and
        nothing on its line the service?"""
        kinds = self.by_line.get(line, {})
        if SERVICE in kinds or NAMED in kinds:
            return False
        return OTHER_NAMED in self._kinds_within(line, span)

    def _kinds_within(self, line: int, span: tuple[int, int]) -> set[str]:
        """The kinds of the markers on a line that overlap the match (its own name's)."""
        return {
            kind
            for kind, spans in self.by_line.get(line, {}).items()
            if any(start < span[1] and span[0] < end for start, end in spans)
        }

    def _vendor_in(self, first: int, last: int, line: int, *, paths: bool = False) -> bool | None:
        """True when lines first..last name another vendor and nothing of the service but
        bare paths (with `paths`, holding one), False when they name the service, None when
        neither. In data, a vendor named only in another record than `line`'s (a sibling
        block) does not count. Kept per block: every match in a block asks the same."""
        branch = self._child(line, first, last) if self.records else 0
        key = (first, last, paths, branch)
        if key not in self._vendor_seen:
            self._vendor_seen[key] = self._find_vendor(first, last, branch, paths=paths)
        return self._vendor_seen[key]

    def _child(self, line: int, first: int, last: int) -> int:
        """The first line of the outermost block inside first..last that holds `line`
        (0: none, the line is the block's own)."""
        child = 0
        for _, start, end in self.outline.blocks(line):
            if first <= start and end <= last and (start, end) != (first, last):
                child = start
            else:
                break
        return child

    def _find_vendor(self, first: int, last: int, branch: int, *, paths: bool) -> bool | None:
        named = pathed = False
        for line in self.marked[bisect_left(self.marked, first) : bisect_right(self.marked, last)]:
            kinds = self.by_line[line]
            if SERVICE in kinds or NAMED in kinds:
                return False
            if OTHER_NAMED in kinds and self.records:
                child = self._child(line, first, last)
                named = named or not child or child == branch
            else:
                named = named or OTHER_NAMED in kinds
            pathed = pathed or PATH in kinds
        return True if named and (pathed or not paths) else None

    def _vendor_around(self, line: int, first: int, last: int) -> bool:
        """Does the block first..last name another vendor and nothing of the service but
        bare paths, or, when it names neither, the code above it in the blocks around it
        (`cfg = settings.POSTBIRD` above the request whose arguments hold the path)?"""
        found = self._vendor_in(first, last, line)
        for _, start, _end in self.outline.blocks(line):
            if found is not None:
                break
            if start < first:
                found = self._vendor_in(start, first - 1, line)
                first = start
        return found is True

    def _kinds_on(self, line: int, span: tuple[int, int]) -> set[str]:
        """The kinds of the markers on a line, but the match itself: it is not its own
        destination. A product name within the match counts, and so does another
        service's name inside it: the name a key is assigned to (`RINGBOLT_API_KEY=…`,
        `SEGMENT_WRITE_KEY=…`) says whose key it is."""
        return {
            kind
            for kind, spans in self.by_line[line].items()
            if kind == NAMED
            or any(not (start < span[1] and span[0] < end) for start, end in spans)
            or (kind == OTHER and any(span[0] <= start and end <= span[1] for start, end in spans))
        }

    def _callers(self, name: str, header: int) -> str | None:
        """Where the calls of function `name` go, when every call with a marker agrees."""
        key = (name, header)
        if key not in self._called:
            self._called[key] = self._find_callers(name, header)
        return self._called[key]

    def _type_at(self, header: int) -> str | None:
        """The type a block header declares (`struct ApiError {`, `class ApiError(Model):`,
        `interface ApiError {`, `type apiError struct {`)."""
        found = _TYPE_HEADER.match(self.outline.text_of(header))
        return found.group("name") if found is not None else None

    def _users(self, name: str, header: int, last: int) -> str | None:
        """Where the code using type `name` goes, when every use with a marker agrees: a
        type goes where its values are read, not where the constant above it points."""
        key = (name, -header)
        if key not in self._called:
            self._called[key] = self._find_callers(name, header, last, calls=False)
        return self._called[key]

    def _find_callers(
        self, name: str, header: int, last: int = 0, *, calls: bool = True
    ) -> str | None:
        kinds: set[str] = set()
        use = rf"(?<![\w$]){re.escape(name)}" + (r"\s*\(" if calls else r"(?![\w$])")
        if calls:  # Lisp: `(handle resp)`
            use = rf"{use}|\({re.escape(name)}(?=[\s)])"
        for call in re.finditer(use, self.text):
            line = bisect_right(self.line_of, call.start())
            if header <= line <= max(header, last) or self.regions.kind_at(call.start()) == COMMENT:
                continue
            if function_name(self.outline.text_of(line)) == name:
                continue  # another definition of the name (an override in another class)
            for _, first, last in self.outline.blocks(line):
                kind = self._nearest(line, call.span(), first, last)
                if kind is not None:
                    kinds.add(kind)
                    break
        return kinds.pop() if len(kinds) == 1 else None


def _names_in(text: str, names: dict[str, str]) -> Iterator[re.Match[str]]:
    """Every use of the names in `text` (none when there are no names)."""
    if not names:
        return iter(())
    return re.finditer(r"\b(?:" + "|".join(map(re.escape, names)) + r")\b", text)


# a name the path is joined to: `$MP_API/`, `${base}/`, `$(API)/`, `{base_url}/`, `BASE + "/`
_JOINED_NAME = re.compile(
    r"(?<!\w)(?P<name>[A-Za-z_]\w{0,63})[ \t]{0,4}(?:\}\}?|\))?[ \t]{0,4}(?:\+[ \t]{0,4})?"
    r"[\"'`]?/$"
)


# a client's request method called with the path (`this.client.post('/`, `api.get<T>("/`)
_CALLED_ON = re.compile(
    r"(?<![\w$])(?P<name>[A-Za-z_$][\w$]{0,63})\s*\.\s*(?:get|post|put|patch|delete|head|request)"
    r"\s*(?:<[^<>\n]{0,80}>)?\(\s*[\"'`]/$"
)
# a format string opening with the base (`"%s/contact-lists/%s"`) and its first argument
# after the literal's closing quote (at most 200 characters on): Go's `Sprintf(f, base, id)`, Python's `f % (base, id)`, PHP's
# `sprintf(f, $this->base, $id)`
_FORMAT_HEAD = re.compile(r"[\"'`]%[sv]/$")
_QUOTE_OR_END = re.compile(r"[\"'`\n]")
_FORMAT_ARGUMENT = re.compile(
    r"[\"'`][ \t]*(?:,|%)[ \t]*\(?[ \t]*[$&]?(?:\w{1,40}(?:\.|->))?"
    r"(?P<name>[A-Za-z_]\w{0,63})\b(?![ \t]*[.(\[])"
)


def _annotated_line(outline: Outline, line: int) -> int:
    """The line an annotation at `line` stands on: the first below it that is not one."""
    count = len(outline.lines)
    while line < count and outline.text_of(line + 1).lstrip().startswith("@"):
        line += 1
    return min(line + 1, count)


def _joined_name(text: str, pos: int) -> str | None:
    """The name the path at `pos` is joined to (`$MP_API/contact-lists`), formatted after
    (`fmt.Sprintf("%s/contact-lists/%s", mailerBase, id)`), or requested through
    (`this.client.post('/contact-lists')`), if any."""
    line_start = text.rfind("\n", 0, pos) + 1
    if _FORMAT_HEAD.search(text, max(line_start, pos - 4), pos):
        closed = _QUOTE_OR_END.search(text, pos, pos + 200)
        argument = None if closed is None else _FORMAT_ARGUMENT.match(text, closed.start())
        return None if argument is None else argument.group("name")
    joined = _JOINED_NAME.search(text, max(line_start, pos - 80), pos)
    if joined is not None:
        return joined.group("name")
    called = _CALLED_ON.search(text, max(line_start, pos - 120), pos)
    return None if called is None else called.group("name")


def _joined_to_other(
    text: str, line_of: list[int], others: dict[str, list[tuple[int, int]] | None], pos: int
) -> bool:
    """Is the path at `pos` joined to one of `others` where that name is bound?"""
    if not others:
        return False
    name = _joined_name(text, pos)
    return name in others and _in_scope(others[name], bisect_right(line_of, pos))


def _in_scope(within: list[tuple[int, int]] | None, line: int) -> bool:
    """Is `line` where a name bound in `within` (None: at the top level) is that binding?"""
    return within is None or any(first <= line <= last for first, last in within)


def _assigns(text: str, pos: int, name: str) -> bool:
    assigned = _assignment(text, pos)
    return assigned is not None and assigned.group("name") == name


# A path that is already an API's (`/v1/...`, `/api/...`), not a gateway's prefix.
_API_PATH = re.compile(r"(?i)/(?:v\d|api)\b")
# A name followed by a single colon is another object's key (`prefixUrl: CALLS_PREFIX`),
# not a use of the variable of that name.
_KEY_AFTER = re.compile(r"(?<![ \t])[ \t]*:(?![:=])")


def _assignment(text: str, pos: int) -> re.Match[str] | None:
    """The name the value at `pos` is assigned to, on its line or, when the line before
    ends with the operator, on that one (`const ROOT =` above a long default)."""
    line_start = text.rfind("\n", 0, pos) + 1
    assigned = _ASSIGNED_NAME.match(text, line_start, pos)
    if assigned is None and line_start > 0:
        end = line_start - 1  # the newline ending the line before
        while end > 0 and text[end - 1] in " \t\r":
            end -= 1
        if text[end - 1 : end] == "=" and text[end - 2 : end - 1] not in ("=", "!", "<", ">"):
            prev_start = text.rfind("\n", 0, end) + 1
            assigned = _ASSIGNED_NAME.match(text, prev_start, pos)
            if assigned is not None and assigned.end() < line_start:
                assigned = None
    return assigned


def _named_after(
    text: str, folded: str | None, urls: list[re.Match[str]], service_hosts: set[str]
) -> list[re.Match[str]]:
    """Names after another host of the file (`WMS_API_KEY`, `wmsHeaders` beside
    `https://wms.example.internal/api/v1`): other markers, like well-known vendors' names.
    Each host word is found with a plain search and the name matched only where it is."""

    hosts = (m.group("host").lower() for m in urls)
    others = sorted(host_labels(hosts, 3) - host_labels(service_hosts, 3))
    if not others:
        return []
    low = text.lower() if folded is None else folded
    found = []
    for word in others[:MAX_HOST_NAMES]:
        at = low.find(word)
        while at >= 0:
            name = _HOST_NAME.match(text, at + len(word))
            if name is not None and (at == 0 or not text[at - 1].isalnum()):
                found.append(_SPAN.match(text, at, name.end()))
            at = low.find(word, at + len(word))
    return [m for m in found if m is not None]


# what follows a host's word in a name that means that host
_HOST_NAME = re.compile(
    r"(?i)[-_]?(?:headers?|api|url|uri|host|key|token|secret|base|endpoint|client|session)\w*"
)
_SPAN = re.compile(r"[\s\S]+", re.S)
MAX_HOST_NAMES = 64  # host words turned into name markers per file


# The option that gives an HTTP client its base URL (`baseURL:`, `base_url=`, `prefixUrl:`).
_BASE_KEY = re.compile(r"(?i)(?:base_?(?:url|uri|address|path)|prefix_?url|endpoint)$")


def _local_scope(outline: Outline, line: int) -> tuple[int, int] | None:
    """The top-level block (lines) a binding at `line` sits in; None at the top level."""
    blocks = outline.blocks(line)
    if len(blocks) < 2:
        return None
    _, first, last = blocks[-2]
    return first, last


def _instance_name(outline: Outline, line: int) -> str | None:
    """The name assigned the call whose options hold `line` (`const api = axios.create({`
    above `baseURL: ...`), if it is not a request."""
    header = outline.blocks(line)[0][0]
    if not header:
        return None
    text = outline.text_of(header)
    if not text.rstrip().endswith(("(", "({", "{")) or _REQUEST_CALL.search(text):
        return None
    assigned = _ASSIGNED_NAME.match(text)
    return assigned.group("name") if assigned is not None else None


def _joined_with_base_path(text: str, name: str) -> bool:
    if "/api/public" not in text and "contact-lists" not in text:
        return False  # the pattern below needs one of them
    pattern = re.compile(
        rf"\b{re.escape(name)}\b[^\n]*(?:/api/public|contact-lists)"
        rf"|(?:/api/public|contact-lists)[^\n]*\b{re.escape(name)}\b"
    )
    for match in pattern.finditer(text):
        if "/api/public" in match.group(0):
            return True
        at = match.start() + match.group(0).index("contact-lists")
        line_start = text.rfind("\n", 0, at) + 1
        if not _OTHER_VERSIONED_PATH.search(text, max(line_start, at - 128), at):
            return True
    return False


def find_destinations(
    text: str,
    regions: Regions,
    line_of: list[int],
    folded: str | None = None,
    known: Known = NOTHING_KNOWN,
    *,
    outline: Outline | None = None,
    data: bool = False,
    documents: bool = False,
    records: bool = False,
) -> Destinations:
    """Collect service and other-host markers outside comments.

    With `folded` (`_literals.fold(text)`), the markers are searched only on the lines that
    can hold one. `known`: what other files of the scan said, the service's hosts seen with
    its base path (`api.dialwave.io`), which are the service's here too, and its product
    names: a name in code made of one (`DialwaveEndpoint`, `config.dialwaveKey`,
    `var.dialwave_key`) marks the service where it stands."""
    found: list[tuple[int, str, tuple[int, int]]] = []
    service_hosts: set[str] = set(known.hosts)
    urls = []
    for match in finditer(_URL_RE, text, folded):
        if regions.kind_at(match.start()) == COMMENT:
            continue
        urls.append(match)
        if "/api/public" in match.group("path"):
            service_hosts.add(match.group("host").lower())
    for match in urls:
        host = match.group("host").lower()
        if "/api/public" in match.group("path") or host in service_hosts:
            kind = SERVICE
        elif (
            _LOCAL_HOST.match(host)
            and _OWN_LOCAL_PATH.match(match.group("path"))
            and "contact-lists" not in match.group("path")
        ):
            kind = OTHER  # the app itself, run locally (`http://localhost:8080/api/shippers/42`)
        elif (
            NEUTRAL_HOST.search(host)
            or "{" in host
            or "$" in host
            or _SCHEMA_PATH.search(match.group("path"))
            or _XMLNS.search(text, max(0, match.start() - 16), match.start())
            # a User-Agent's contact URL (`"acme-shop/1.0 (+https://acme.shop)"`)
            or (match.start() > 0 and text[match.start() - 1] == "+")
        ):
            continue
        else:
            kind = OTHER
        found.append((match.start(), kind, match.span()))
    # a URL whose host starts with a placeholder (`https://<api-id>.execute-api.amazonaws.com`)
    if "://<" in text:
        for match in _PLACEHOLDER_HOST_URL.finditer(text):
            host = match.group("host").lower()
            if regions.kind_at(match.start()) == COMMENT or "/api/public" in match.group("path"):
                continue
            if not any(
                host == h or host.endswith("." + h) or h.endswith("." + host) for h in service_hosts
            ):
                found.append((match.start(), OTHER, match.span()))
    # a URL on a templated host (`https://{{ inventory_hostname }}/api/v1/health`) whose path
    # is another API's versioned one is that API's
    if "://{{" in text or "://${" in text or "://$" in text:
        for match in _TEMPLATED_URL.finditer(text):
            if regions.kind_at(match.start()) != COMMENT:
                found.append((match.start(), OTHER, match.span()))
    service_marks = [
        match
        for match in finditer(_SERVICE_RE, text, folded)
        if regions.kind_at(match.start()) != COMMENT and not _other_versioned(text, match)
    ]
    # A name assigned a URL, or a value built on the base path, carries that destination
    # wherever it is used: ROOT = process.env.HOST + "/api/public/v1"; fetch(`${ROOT}/me`).
    # a host, or a host with a gateway's prefix (`https://gw.example.net/telephony`), that the
    # file may join with the base path
    bare = {m.start() for m in urls if not _API_PATH.search(m.group("path"))}
    kinds_of: dict[str, set[str]] = {}
    hosts_only: set[str] = set()  # names assigned only bare hosts
    # the app's own backend: `const api = axios.create({ baseURL: '/bff' })` binds `api`
    low = text.lower() if folded is None else folded
    patterns = [_OTHER_NAME_RE]
    if any(word in low for word in _OWN_BACKEND_WORDS) or _KY_CALL.search(low):
        patterns.append(_OWN_BACKEND_RE)
    if "baseurl" in low or "prefixurl" in low:
        patterns.append(_OWN_INSTANCE_RE)
    own = [
        m
        for pattern in patterns
        for m in finditer(pattern, text, folded)
        if regions.kind_at(m.start()) != COMMENT
    ]
    own += [
        m
        for m in _named_after(text, folded, urls, service_hosts)
        if regions.kind_at(m.start()) != COMMENT
    ]
    if "backend" in low or "bff" in low:  # a type of the app's own backend
        own += [
            m
            for m in _OWN_TYPE.finditer(text)
            if regions.kind_at(m.start()) != COMMENT
            and names_own_backend(m.group("name"), known.products)
        ]
    values = [(pos, kind, True) for pos, kind, _ in found]
    values += [(m.start(), SERVICE, False) for m in service_marks]
    # the instance it creates is bound by its key (`api = axios.create({ baseURL: ...`)
    values += [(m.start("value"), OTHER, True) for m in own if m.re is _OWN_INSTANCE_RE]
    outline = Outline(text) if outline is None else outline
    # where each name is bound: None for a top-level binding, else the top-level blocks (the
    # functions) that bind it; `$uri` set in one function is another variable in the next
    scopes: dict[str, list[tuple[int, int]] | None] = {}
    for pos, kind, is_url in values:
        assigned = _assignment(text, pos)
        if assigned is None or _REQUEST_CALL.search(text, assigned.end(), pos):
            continue
        if not is_url and _LITERAL_OPENER.search(text, assigned.end(), pos):
            continue
        at = bisect_right(line_of, assigned.start("name"))
        bound = [(assigned.group("name"), _local_scope(outline, at))]
        if _BASE_KEY.match(bound[0][0]):  # a client built on it: `api = axios.create({ baseURL:`
            header = outline.blocks(bisect_right(line_of, pos))[0][0]
            owner = _instance_name(outline, bisect_right(line_of, pos))
            if owner:
                bound = [(owner, _local_scope(outline, header))]
        for name, scope in bound:
            if name not in kinds_of and pos in bare:
                hosts_only.add(name)
            elif pos not in bare:
                hosts_only.discard(name)
            kinds_of.setdefault(name, set()).add(kind)
            if scope is None or scopes.get(name, []) is None:
                scopes[name] = None
            else:
                scopes.setdefault(name, []).append(scope)  # type: ignore[union-attr]
    # A name bound to URLs of both kinds (`base` in two INI sections) says nothing.
    named = {name: kinds.pop() for name, kinds in kinds_of.items() if len(kinds) == 1}
    # One step further: `baseUrl: String = DEFAULT_BASE_URL` binds baseUrl too.
    aliases: dict[str, str] = {}
    for match in _names_in(text, named):
        line_start = text.rfind("\n", 0, match.start()) + 1
        assigned = _ASSIGNED_NAME.match(text, line_start, match.start())
        if assigned is not None and assigned.end() == match.start():
            alias = assigned.group("name")
            if alias not in kinds_of and regions.kind_at(match.start()) != COMMENT:
                aliases[alias] = named[match.group(0)]
    named.update(aliases)
    # A bare host that the file joins with the base path is the service's host:
    # API_HOST = "https://calls.acme.com"; BASE = API_HOST + "/api/public/v1".
    for name, kind in list(named.items()):
        if kind == OTHER and name in hosts_only and _joined_with_base_path(text, name):
            named[name] = SERVICE
            found = [
                (pos, SERVICE if _assigns(text, pos, name) else k, span) for pos, k, span in found
            ]
    for match in _names_in(text, named):
        if regions.kind_at(match.start()) != COMMENT and not _KEY_AFTER.match(text, match.end()):
            # a local: only its own functions use it
            if not _in_scope(scopes.get(match.group(0)), bisect_right(line_of, match.start())):
                continue
            found.append((match.start(), named[match.group(0)], match.span()))
    other_apis = {
        name: scopes.get(name)
        for name, kind in named.items()
        if kind == OTHER and name not in hosts_only
    }

    # a bare endpoint path is told apart from the other markers once other vendors are known
    path_kind = PATH if known.others else SERVICE
    found += [
        (match.start(), path_kind if _bare_path(match) else SERVICE, match.span())
        for match in service_marks
        if not (_bare_path(match) and _joined_to_other(text, line_of, other_apis, match.start()))
    ]
    for kind, pattern in ((NAMED, known.product_re), (OTHER_NAMED, known.other_re)):
        found += [
            (start, kind, (start, end))
            for start, end in product_names(
                text, regions, pattern, data=data, vendor=kind == OTHER_NAMED
            )
        ]
    # Names and calls that say "another service" mark only where they are.
    found += [(match.start(), OTHER, match.span()) for match in own]
    other_classes: set[int] = set()
    if "@" in text:
        for match in _CLASS_PREFIX.finditer(text):
            if regions.kind_at(match.start()) == COMMENT:
                continue
            found.append((match.start(), OTHER, match.span()))
            other_classes.add(_annotated_line(outline, bisect_right(line_of, match.start())))
    # an OpenAPI document served only from other hosts (the company's own API, by its
    # `servers` or `host`) describes that API: its paths are not the service's
    if ("openapi" in text or "swagger" in text) and _OPENAPI_DOC.search(text):
        servers = [
            (m.group("server") or m.group("host")).lower() for m in _OPENAPI_SERVER.finditer(text)
        ]
        served_elsewhere = bool(servers) and not any(
            "/api/public" in server or server.split("//")[-1].split("/")[0] in service_hosts
            for server in servers
        )
        paths = _OPENAPI_PATHS.search(text)
        if served_elsewhere and all(map(_bare_path, service_marks)) and paths is not None:
            other_classes.add(bisect_right(line_of, paths.start()))
    for match in own:  # a type of the app's own backend: its paths are the backend's
        if match.re is _OWN_TYPE:
            other_classes.add(bisect_right(line_of, match.start()))
    if "base_uri" in text or "BaseUrl" in text:  # a class on another API's base
        for match in _CLASS_BASE_URI.finditer(text):
            host = match.group("host").lower()
            if regions.kind_at(match.start()) == COMMENT or host in service_hosts:
                continue
            header = outline.blocks(bisect_right(line_of, match.start()))[0][0]
            if header:
                other_classes.add(header)
    found.sort()
    out = Destinations(
        text,
        outline,
        regions,
        line_of,
        other_apis=other_apis,
        other_classes=frozenset(other_classes),
        _separators=None if documents else [],
        records=records,
    )
    for match in finditer(_WEAK_SERVICE_RE, text, folded):
        if regions.kind_at(match.start()) != COMMENT:
            out.weak.append(match.span())
    for pos, kind, span in found:
        out.add(bisect_right(line_of, pos), kind, span)
    return out
