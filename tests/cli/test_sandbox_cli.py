"""`callbridge sandbox serve` and `callbridge sandbox openapi` as a user runs them."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from callbridge.cli import cli

CLI = [sys.executable, "-m", "callbridge"]


def test_openapi_prints_the_v2_document() -> None:
    result = CliRunner().invoke(cli, ["sandbox", "openapi"])
    assert result.exit_code == 0
    document = json.loads(result.output)
    assert document["openapi"].startswith("3.1")
    assert "/lists/{id}/contacts" in document["paths"]


def test_openapi_writes_a_file(tmp_path: Path) -> None:
    target = tmp_path / "openapi.json"
    result = CliRunner().invoke(cli, ["sandbox", "openapi", "-o", str(target)])
    assert result.exit_code == 0
    assert json.loads(target.read_text())["info"]["version"] == "2"


def test_serve_refuses_a_bad_database_path(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        cli, ["sandbox", "serve", "--db", str(tmp_path / "missing" / "dir" / "s.db")]
    )
    assert result.exit_code == 1
    assert "cannot open the database" in result.output
    assert not (tmp_path / "missing").exists()


def test_serve_refuses_a_port_in_use() -> None:
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        result = CliRunner().invoke(cli, ["sandbox", "serve", "--port", str(port)])
    assert result.exit_code == 1
    assert f"cannot listen on 127.0.0.1:{port}" in result.output
    assert "Traceback" not in result.output


@pytest.mark.network
def test_serve_seeds_prints_keys_and_stops_cleanly_on_ctrl_c(tmp_path: Path) -> None:
    process = subprocess.Popen(
        [
            *CLI,
            "sandbox",
            "serve",
            "--port",
            "0",
            "--seed",
            "demo",
            "--db",
            str(tmp_path / "s.db"),
            "--no-control",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    try:
        lines: list[str] = []
        assert process.stdout is not None
        while not any("listening on" in line for line in lines):
            line = process.stdout.readline()
            assert line, process.stderr.read() if process.stderr else ""
            lines.append(line)
        base_url = lines[-1].rsplit(" ", 1)[1].strip()
        key = next(line.split(": ", 1)[1].strip() for line in lines if "workspace key" in line)
        me = httpx.get(
            f"{base_url}/api/public/v2/me",
            headers={"Authorization": f"Bearer {key}"},
            trust_env=False,
        )
        assert me.json()["scopes"] and me.json()["kind"] == "workspace"
        assert httpx.get(f"{base_url}/_sandbox/clock", trust_env=False).status_code == 404
    finally:
        process.send_signal(signal.SIGINT)
        try:
            out, err = process.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            raise
    assert process.returncode == 0
    assert "Sandbox stopped." in out
    assert "Traceback" not in err


@pytest.mark.network
def test_serve_never_prints_live_keys_in_full() -> None:
    process = subprocess.Popen(
        [*CLI, "sandbox", "serve", "--port", "0", "--seed", "demo", "--environment", "live"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    lines: list[str] = []
    try:
        assert process.stdout is not None
        while not any("listening on" in line for line in lines):
            line = process.stdout.readline()
            assert line
            lines.append(line)
    finally:
        process.send_signal(signal.SIGINT)
        process.communicate(timeout=15)
    key_lines = [line for line in lines if "key" in line and "cb_live_" in line]
    assert key_lines and all("…****" in line for line in key_lines)


def test_openapi_names_the_given_base_url_and_refuses_another_scheme() -> None:
    result = CliRunner().invoke(cli, ["sandbox", "openapi", "--base-url", "https://cb.test:9443"])
    assert result.exit_code == 0
    assert json.loads(result.output)["servers"][0]["url"] == "https://cb.test:9443/api/public/v2"
    refused = CliRunner().invoke(cli, ["sandbox", "openapi", "--base-url", "ftp://cb.test"])
    assert refused.exit_code == 2
    assert "must start with http:// or https://" in refused.output
