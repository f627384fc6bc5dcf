"""The exported OpenAPI document: complete against the spec, clean for third-party linters,
and true of the server (schemathesis, every check, every phase, stateful included)."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from openapi_spec_validator import validate

from callbridge.sandbox import SandboxServer
from callbridge.sandbox.http.openapi import openapi
from callbridge.sandbox.http.routes import ALL_OPS


def _find_spec() -> Path:
    """The contract beside the checkout (`../shared/spec/`), or in a folder above it."""
    for folder in Path(__file__).resolve().parents[2:]:
        candidate = folder / "shared" / "spec" / "calling-api-v2.md"
        if candidate.is_file():
            return candidate
    return Path("calling-api-v2.md")


SPEC = _find_spec()
V1 = ("PATCH", "/contact-lists/{id}")


def test_the_document_covers_every_route() -> None:
    document = openapi()
    documented = {
        (method.upper(), path)
        for path, item in document["paths"].items()
        for method in item
        if method != "servers"
    }
    assert documented - {V1} == {(op.method, op.path) for op in ALL_OPS}
    for path, item in document["paths"].items():
        for method, operation in item.items():
            if (method.upper(), path) != V1 and method != "servers":
                assert {"400", "401", "429", "503"} <= set(operation["responses"])


def test_servers_are_absolute_under_the_given_base_url() -> None:
    document = openapi("https://sandbox.example.test:8443/")
    assert document["servers"][0]["url"] == "https://sandbox.example.test:8443/api/public/v2"
    v1 = document["paths"]["/contact-lists/{id}"]["servers"][0]["url"]
    assert v1 == "https://sandbox.example.test:8443/api/public/v1"


def _spec_tables() -> tuple[set[str], set[int], set[str]]:
    """Error codes, statuses and event types as calling-api-v2.md lists them."""
    text = SPEC.read_text(encoding="utf-8")
    codes_section = text.split("### Codes", 1)[1].split("##", 1)[0]
    codes = set(re.findall(r"^\| ([a-z_0-9]+) \| \d{3} \|", codes_section, re.M))
    statuses_section = text.split("### Statuses", 1)[1].split("##", 1)[0]
    statuses = {int(s) for s in re.findall(r"^\| (\d{3}) \|", statuses_section, re.M)}
    line = text.split("### Event types", 1)[1].strip().splitlines()[0]
    named, kinds = line.split(", and ", 1)
    events = set(re.findall(r"\b[a-z]+\.[a-z_]+\b", named))
    # "create, update, delete and access_revoked events for contacts and lists", named in G9
    assert kinds.startswith("create, update, delete and access_revoked events for contacts")
    events |= {
        f"{resource}.{kind}"
        for resource in ("contact", "list")
        for kind in ("created", "updated", "deleted", "access_revoked")
    }
    return codes, statuses, events


def _error_enums(document: dict[str, Any]) -> tuple[set[str], set[int]]:
    codes: set[str] = set()
    statuses: set[int] = set()
    for item in document["paths"].values():
        for method, operation in item.items():
            if method == "servers":
                continue
            for status, response in operation["responses"].items():
                if status.isdigit():
                    statuses.add(int(status))
                schema = response.get("content", {}).get("application/json", {}).get("schema", {})
                codes.update(
                    schema.get("properties", {})
                    .get("error", {})
                    .get("properties", {})
                    .get("code", {})
                    .get("enum", [])
                )
    return codes, statuses


@pytest.mark.skipif(not SPEC.is_file(), reason="the shared spec is not beside this checkout")
def test_every_spec_error_code_status_and_event_type_is_documented() -> None:
    codes, statuses, events = _spec_tables()
    assert (len(codes), len(statuses), len(events)) == (13, 10, 16)
    document = openapi()
    documented_codes, documented_statuses = _error_enums(document)
    assert codes - documented_codes == set()
    assert statuses - documented_statuses == set()
    assert events - set(document["webhooks"]) == set()
    assert "webhook.verification" in document["webhooks"]


def test_openapi_spec_validator_finds_nothing() -> None:
    validate(openapi())


def _redocly() -> list[str] | None:
    """The Redocly CLI: $REDOCLY, or `redocly` on PATH (CI installs it); None without one."""
    configured = os.environ.get("REDOCLY")
    if configured:
        return [configured]
    found = shutil.which("redocly")
    return [found] if found else None


def test_redocly_recommended_rules_find_nothing(tmp_path: Path) -> None:
    command = _redocly()
    if command is None or shutil.which("node") is None:
        pytest.skip("Redocly CLI not installed (npm install @redocly/cli; or set REDOCLY)")
    document = tmp_path / "openapi.json"
    document.write_text(json.dumps(openapi()), encoding="utf-8")
    result = subprocess.run(
        [*command, "lint", "--format", "json", str(document)],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,  # no redocly.yaml around: the built-in recommended rules apply
    )
    report = json.loads(result.stdout)
    problems = [(p["ruleId"], p["severity"], p["message"]) for p in report["problems"]]
    assert problems == []
    assert result.returncode == 0


# Operations whose positive (schema-valid) requests may be refused for reasons no schema can
# state: an opaque cursor the server must have issued, a contact created without the fields
# creation needs (gap G2), a receiver that does not answer the challenge.
SCHEMATHESIS_CONFIG = """
hooks = "schemathesis_hooks"
[auth.openapi.apiKey]
bearer = "${ST_KEY}"
[generation]
max-examples = 10

[[operations]]
include-operation-id = "getUsers"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "429"]

[[operations]]
include-operation-id = "upsertContact"
checks.positive_data_acceptance.expected-statuses = ["2xx", "400", "401", "403", "404", "409", "429"]

[[operations]]
include-operation-id = "verifyWebhook"
checks.positive_data_acceptance.expected-statuses = ["2xx", "401", "403", "404", "409", "422", "429"]
"""


@pytest.mark.slow
@pytest.mark.network
def test_schemathesis_finds_no_failure_in_any_phase(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Every check, phases examples, coverage, fuzzing and stateful (following the document's
    links), against a real server with the demo seed. The v1 path is deprecated and left out
    (it answers 410 to everything; tests/sandbox/test_auth.py holds that)."""
    (tmp_path / "schemathesis.toml").write_text(SCHEMATHESIS_CONFIG, encoding="utf-8")
    report = tmp_path / "run.ndjson"
    with SandboxServer() as server:
        seed = server.seed_demo()
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "schemathesis.cli",
                "--config-file",
                str(tmp_path / "schemathesis.toml"),
                "run",
                f"{server.base_url}/_sandbox/openapi.json",
                "--checks",
                "all",
                "--exclude-deprecated",
                "--phases",
                "examples,coverage,fuzzing,stateful",
                "--seed",
                "14",
                "--report",
                "ndjson",
                "--report-ndjson-path",
                str(report),
                "--no-color",
            ],
            capture_output=True,
            text=True,
            timeout=600,
            cwd=tmp_path,  # its cache (.schemathesis/) stays out of the checkout
            env={
                **os.environ,
                "ST_KEY": seed.workspace_key,
                "PYTHONPATH": str(Path(__file__).parent),
            },
        )
    summary = re.search(r"(\d+) generated, (.*?)\n", result.stdout)
    assert summary is not None, result.stdout[-3000:] + result.stderr[-3000:]
    answers: Counter[int] = Counter()
    for line in report.read_text(encoding="utf-8").splitlines():
        event = json.loads(line)
        recorder = event.get("ScenarioFinished", {}).get("recorder", {})
        for interaction in recorder.get("interactions", {}).values():
            if interaction.get("response"):
                answers[interaction["response"]["status_code"] // 100] += 1
    total = sum(answers.values())
    line = (
        f"schemathesis: {summary.group(1)} cases, {total} answers, "
        f"{answers[2] / total:.0%} 2xx ({dict(sorted(answers.items()))} by class)"
    )
    with capsys.disabled():  # shown even when output is captured: the run's depth is a result
        print("\n" + line)
    assert "failure" not in summary.group(2), result.stdout[-6000:]
    assert result.returncode == 0, result.stdout[-6000:]
    assert answers[5] == 0
