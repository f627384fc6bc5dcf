"""The exported OpenAPI document against the server: a bounded schemathesis run.

Every operation is exercised with generated requests (authenticated with a key holding every
scope); no answer may be a 500, and every answer must match its documented status, content
type, headers and schema, errors included.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
import schemathesis
from hypothesis import HealthCheck, settings
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
    status_code_conformance,
)

from callbridge.sandbox import Sandbox
from callbridge.sandbox.http.openapi import openapi
from callbridge.sandbox.http.routes import ALL_OPS

CHECKS = [
    not_a_server_error,
    status_code_conformance,
    content_type_conformance,
    response_headers_conformance,
    response_schema_conformance,
]


def test_the_document_covers_every_route() -> None:
    document = openapi()
    documented = {
        (method.upper(), path) for path, item in document["paths"].items() for method in item
    }
    assert documented == {(op.method, op.path) for op in ALL_OPS}
    for item in document["paths"].values():
        for operation in item.values():
            assert {"400", "401", "429", "503"} <= set(operation["responses"])


@pytest.fixture(scope="module")
def seeded() -> Iterator[tuple[Sandbox, str]]:
    with Sandbox() as sb:
        seed = sb.seed_demo()
        yield sb, seed.workspace_key


@pytest.fixture(scope="module")
def api_schema(seeded: tuple[Sandbox, str]) -> schemathesis.schemas.BaseSchema:
    sb, _ = seeded
    return schemathesis.openapi.from_asgi("/_sandbox/openapi.json", sb.app)


schema = schemathesis.pytest.from_fixture("api_schema")


@pytest.mark.slow
@schema.parametrize()
@settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_the_server_matches_its_document(
    case: schemathesis.Case, seeded: tuple[Sandbox, str]
) -> None:
    _, key = seeded
    case.call_and_validate(headers={"Authorization": f"Bearer {key}"}, checks=CHECKS)
