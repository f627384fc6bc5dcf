"""Edges of every field: datetimes at the calendar's ends, integers at and past their bounds,
strings with control characters, lone surrogates and extreme lengths.

Whatever the value, the sandbox answers without a 5xx, and a refusal is a 400
`invalid_request` whose details name the field that was sent (`body.x`, `query.x`,
`path.x`), never another one.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from urllib.parse import quote

import httpx
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from callbridge.sandbox import DemoSeed, Sandbox

_keys = itertools.count(1)

# --- the edge values ---------------------------------------------------------------------

_OFFSET_MINUTES = st.integers(min_value=-14 * 60, max_value=14 * 60)


def _naive(instant: datetime) -> str:
    return instant.strftime("%Y-%m-%dT%H:%M:%S") + (
        f".{instant.microsecond:06d}" if instant.microsecond else ""
    )


CALENDAR_ENDS = [
    "0001-01-01T00:00:00+14:00",
    "0001-01-01T00:00:00Z",
    "0001-01-01T00:00:00-14:00",
    "9999-12-31T23:59:59-14:00",
    "9999-12-31T23:59:59.999Z",
    "9999-12-31T23:59:59.999999999+14:00",
    "0000-01-01T00:00:00Z",
    "2030-02-30T00:00:00Z",
    "2030-01-01T24:00:00Z",
    "2030-01-01T00:00:00+24:00",
    "2030-01-01T00:00:00",
    "",
]


def _zone(minutes: int) -> str:
    if minutes == 0:
        return "Z"
    hours, rest = divmod(abs(minutes), 60)
    return f"{'-' if minutes < 0 else '+'}{hours:02d}:{rest:02d}"


DATETIMES = st.one_of(
    st.sampled_from(CALENDAR_ENDS),
    st.builds(
        lambda instant, minutes: _naive(instant) + _zone(minutes),
        st.datetimes(min_value=datetime(1, 1, 1), max_value=datetime(9999, 12, 31, 23, 59, 59)),
        _OFFSET_MINUTES,
    ),
)
INTEGER_EDGES = [0, 1, -1, 2147483647, 2147483648, 2**63, -(2**63), 2**64, 10**30]
INTEGERS = st.one_of(
    st.sampled_from(INTEGER_EDGES),
    st.integers(),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from([1.0, 8920822.0, 1e300, -0.0, True, False, None, "1", [1], {}]),
)
INTEGER_TEXT = st.one_of(
    INTEGERS.map(lambda v: json.dumps(v) if not isinstance(v, str) else v),
    st.sampled_from(["", "01", "+1", "1e3", "0x10", " 1", "1 ", "50.0", "1.5", "٣"]),
)
STRINGS = st.one_of(
    st.sampled_from(["", " ", "\x00", "\x7f", "a\nb", "\ud800", "\udfff", "x" * 16001]),
    st.text(max_size=300),
    st.text(alphabet=st.characters(max_codepoint=0x20), max_size=5),
    st.integers(min_value=0, max_value=1000).map(lambda n: "y" * n),
)


def _sendable(text: str) -> bool:
    """URLs carry UTF-8: a lone surrogate cannot be put in a path or query at all."""
    try:
        text.encode()
    except UnicodeEncodeError:
        return False
    return True


TEXT_PARAMS = st.one_of(STRINGS, st.sampled_from(["..", ".", "%", "a/b", "?", "#"])).filter(
    _sendable
)


# --- the targets: one field of one operation ----------------------------------------------


@dataclass(frozen=True)
class Target:
    name: str
    values: st.SearchStrategy[Any]
    # the request for one value: method, path, query, JSON body (None: no body)
    build: Callable[[DemoSeed, Any], tuple[str, str, dict[str, str], Any]]
    field: str  # the detail path a refusal must name
    control: bool = False


def _body(method: str, path: str, base: dict[str, Any], name: str) -> Any:
    def build(seed: DemoSeed, value: Any) -> tuple[str, str, dict[str, str], Any]:
        return method, path.format(seed=seed), {}, {**base, name: value}

    return build


def _query(path: str, name: str) -> Any:
    def build(seed: DemoSeed, value: Any) -> tuple[str, str, dict[str, str], Any]:
        return "GET", path.format(seed=seed), {name: value}, None

    return build


def _path(method: str, template: str, body: Any = None) -> Any:
    def build(seed: DemoSeed, value: Any) -> tuple[str, str, dict[str, str], Any]:
        text = value if isinstance(value, str) else json.dumps(value)
        return method, template.format(seed=seed, value=quote(text, safe="")), {}, body

    return build


LIST = {"name": "n", "ownerId": "usr_ada"}
SCHEDULED = "/scheduled-calls/{seed.scheduled_call_ids[1]}"
TARGETS = [
    Target(
        "patch scheduledAt",
        DATETIMES,
        _body("PATCH", SCHEDULED, {}, "scheduledAt"),
        "body.scheduledAt",
    ),
    Target("patch notes", STRINGS, _body("PATCH", SCHEDULED, {}, "notes"), "body.notes"),
    Target("patch status", STRINGS, _body("PATCH", SCHEDULED, {}, "status"), "body.status"),
    Target(
        "patch id",
        INTEGER_TEXT,
        _path("PATCH", "/scheduled-calls/{value}", {"notes": "n"}),
        "path.id",
    ),
    Target("list name", STRINGS, _body("POST", "/lists", LIST, "name"), "body.name"),
    Target(
        "list groupName",
        STRINGS,
        _body("PUT", "/lists/{seed.list_id}", LIST, "groupName"),
        "body.groupName",
    ),
    Target("list ownerId", STRINGS, _body("POST", "/lists", LIST, "ownerId"), "body.ownerId"),
    Target("list id", INTEGER_TEXT, _path("PUT", "/lists/{value}", LIST), "path.id"),
    Target(
        "contacts after",
        INTEGER_TEXT,
        _query("/lists/{seed.list_id}/contacts", "after"),
        "query.after",
    ),
    Target(
        "contacts limit",
        INTEGER_TEXT,
        _query("/lists/{seed.list_id}/contacts", "limit"),
        "query.limit",
    ),
    Target("users limit", INTEGER_TEXT, _query("/users", "limit"), "query.limit"),
    Target("users cursor", TEXT_PARAMS, _query("/users", "cursor"), "query.cursor"),
    Target("changes after", TEXT_PARAMS, _query("/changes", "after"), "query.after"),
    Target("changes limit", INTEGER_TEXT, _query("/changes", "limit"), "query.limit"),
    Target("analytics from", DATETIMES, _query("/analytics/summary", "from"), "query.from"),
    Target(
        "analytics listId", INTEGER_TEXT, _query("/analytics/summary", "listId"), "query.listId"
    ),
    Target("callSid", TEXT_PARAMS, _path("GET", "/calls/{value}"), "path.callSid"),
    Target(
        "contact externalId",
        STRINGS,
        _body(
            "POST", "/contacts", {"phoneNumber": "+14155550100", "ownerId": "usr_ada"}, "externalId"
        ),
        "body.externalId",
    ),
    Target(
        "import listId",
        INTEGERS,
        _body("POST", "/imports", {"contacts": [{"externalId": "e"}]}, "listId"),
        "body.listId",
    ),
    Target(
        "sandbox scheduledAt",
        DATETIMES,
        _body(
            "POST",
            "/_sandbox/scheduled-calls",
            {"ownerId": "usr_ada", "phoneNumber": "+1"},
            "scheduledAt",
        ),
        "body.scheduledAt",
        control=True,
    ),
    Target(
        "sandbox key expiresAt",
        DATETIMES,
        _body("POST", "/_sandbox/keys", {"kind": "workspace", "scopes": []}, "expiresAt"),
        "body.expiresAt",
        control=True,
    ),
    Target(
        "sandbox clock now",
        DATETIMES,
        _body("POST", "/_sandbox/clock", {}, "now"),
        "body.now",
        control=True,
    ),
    Target(
        "sandbox clock advance",
        st.one_of(INTEGERS, st.sampled_from([1e9, -1e9, 3e11])),
        _body("POST", "/_sandbox/clock", {}, "advanceSeconds"),
        "body.advanceSeconds",
        control=True,
    ),
]


@pytest.fixture(scope="module")
def seeded() -> Iterator[tuple[Sandbox, DemoSeed, httpx.Client]]:
    with Sandbox() as sb:
        seed = sb.seed_demo()
        with sb.client(seed.workspace_key) as api:
            yield sb, seed, api


def _send(
    sb: Sandbox, api: httpx.Client, request: tuple[str, str, dict[str, str], Any], control: bool
) -> httpx.Response:
    method, path, query, body = request
    headers = {"Idempotency-Key": f"edge-{next(_keys)}"}
    content = None if body is None else json.dumps(body).encode()
    if content is not None:
        headers["Content-Type"] = "application/json"
    url = (sb.base_url + path) if control else path
    return api.request(method, url, params=query, content=content, headers=headers)


@pytest.mark.parametrize("target", TARGETS, ids=lambda t: t.name)
def test_an_edge_value_is_a_400_at_its_field_or_accepted(
    target: Target, seeded: tuple[Sandbox, DemoSeed, httpx.Client]
) -> None:
    sb, seed, api = seeded

    @settings(
        max_examples=40,
        deadline=None,
        derandomize=True,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(value=target.values)
    def check(value: Any) -> None:
        if target.control:
            sb.control("POST", "/clock", {"now": "2030-01-01T00:00:00Z"})
        request = target.build(seed, value)
        if target.name == "sandbox key expiresAt":
            request[3]["workspaceId"] = seed.workspace_id
        response = _send(sb, api, request, target.control)
        assert response.status_code < 500, (value, response.text)
        if response.status_code == 400:
            details = response.json()["error"].get("details", [])
            assert details, response.text
            assert {d["path"] for d in details} == {target.field}, (value, details)

    check()


@pytest.mark.parametrize("edge", ["0001-01-02T00:00:00Z", "9999-12-30T00:00:00Z"])
def test_writes_at_the_ends_of_the_clock_succeed(
    edge: str, seeded: tuple[Sandbox, DemoSeed, httpx.Client]
) -> None:
    sb, seed, api = seeded
    assert sb.set_clock(edge)["now"] == edge.replace("Z", ".000Z")
    for _ in range(2):  # the second update moves updatedAt on from the first
        renamed = api.put(
            f"/lists/{seed.list_id}",
            json={"name": f"at {edge}", "ownerId": seed.owner_id},
            headers={"Idempotency-Key": f"edge-{next(_keys)}"},
        )
        assert renamed.status_code == 200, renamed.text
        patched = api.patch(
            f"/scheduled-calls/{seed.scheduled_call_ids[0]}",
            json={"notes": f"at {edge}"},
            headers={"Idempotency-Key": f"edge-{next(_keys)}"},
        )
        assert patched.status_code == 200, patched.text
    assert sb.run_deliveries() >= 0


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({"now": "9999-12-31T23:59:59.999Z"}, "body.now"),
        ({"now": "0001-01-01T00:00:00Z"}, "body.now"),
        ({"advanceSeconds": 1e9}, "body.advanceSeconds"),
    ],
)
def test_the_clock_refuses_to_leave_its_range(
    body: dict[str, Any], field: str, seeded: tuple[Sandbox, DemoSeed, httpx.Client]
) -> None:
    sb, _, _ = seeded
    sb.set_clock("9999-12-01T00:00:00Z")
    with httpx.Client(transport=sb.sync_transport, base_url=sb.base_url) as http:
        response = http.post("/_sandbox/clock", json=body)
    assert response.status_code == 400
    assert [d["path"] for d in response.json()["error"]["details"]] == [field]
    assert sb.clock()["now"] == "9999-12-01T00:00:00.000Z"


@pytest.mark.parametrize(
    ("query", "expected"), [({"limit": "2.0"}, 2), ({"limit": "2"}, 2), ({"after": "0.0"}, 3)]
)
def test_integral_numbers_count_as_integers(
    query: dict[str, str], expected: int, seeded: tuple[Sandbox, DemoSeed, httpx.Client]
) -> None:
    _, seed, api = seeded
    page = api.get(f"/lists/{seed.list_id}/contacts", params=query)
    assert page.status_code == 200, page.text
    assert len(page.json()["data"]) == expected
    created = api.post(
        "/imports",
        json={"listId": float(seed.list_id), "contacts": [{"externalId": "crm-1001"}]},
        headers={"Idempotency-Key": f"edge-{next(_keys)}"},
    )
    assert created.status_code == 202, created.text
    assert created.json()["listId"] == seed.list_id


def test_a_fractional_number_is_not_an_integer(
    seeded: tuple[Sandbox, DemoSeed, httpx.Client],
) -> None:
    _, seed, api = seeded
    page = api.get(f"/lists/{seed.list_id}/contacts", params={"limit": "2.5"})
    assert page.status_code == 400
    assert page.json()["error"]["details"][0]["path"] == "query.limit"
