"""A web page cannot drive the sandbox: foreign Host, cross-site Origin, non-JSON writes."""

from __future__ import annotations

import httpx
import pytest

from callbridge.sandbox import SandboxServer

ATTACKER = "attacker.example"


def raw(server: SandboxServer, method: str, path: str, **headers: str) -> httpx.Response:
    with httpx.Client(base_url=server.base_url, trust_env=False) as client:
        return client.request(
            method, path, headers=headers, content=b"{}" if method != "GET" else None
        )


@pytest.mark.network
def test_a_rebinding_page_gets_no_key_and_resets_nothing(sandbox_server: SandboxServer) -> None:
    seed = sandbox_server.seed_demo()
    for path in ("/_sandbox/keys", "/_sandbox/reset"):
        answer = raw(
            sandbox_server,
            "POST",
            path,
            host=ATTACKER,
            origin=f"http://{ATTACKER}",
            **{"content-type": "text/plain"},
        )
        assert answer.status_code == 403
        assert answer.json()["error"]["code"] == "forbidden_host"
        assert "token" not in answer.text
    with httpx.Client(base_url=sandbox_server.api_url, trust_env=False) as client:
        auth = {"authorization": f"Bearer {seed.workspace_key}"}
        assert client.get("/me", headers=auth).status_code == 200  # nothing was reset
        me = client.get(
            "/me", headers={"host": ATTACKER, "authorization": f"Bearer {seed.workspace_key}"}
        )
    assert me.status_code == 403  # the v2 surface too: a rebinding page cannot read answers


@pytest.mark.network
def test_cross_site_origin_and_text_plain_writes_are_refused(sandbox_server: SandboxServer) -> None:
    port = sandbox_server.port
    cross = raw(sandbox_server, "POST", "/_sandbox/reset", origin=f"http://{ATTACKER}")
    assert (cross.status_code, cross.json()["error"]["code"]) == (403, "forbidden_origin")
    null = raw(sandbox_server, "POST", "/_sandbox/reset", origin="null")
    assert null.status_code == 403
    plain = raw(sandbox_server, "POST", "/_sandbox/reset", **{"content-type": "text/plain"})
    assert (plain.status_code, plain.json()["error"]["code"]) == (415, "unsupported_media_type")
    form = raw(
        sandbox_server,
        "POST",
        "/_sandbox/keys",
        **{"content-type": "application/x-www-form-urlencoded"},
    )
    assert form.status_code == 415
    wrong_port = raw(sandbox_server, "GET", "/_sandbox/clock", host=f"127.0.0.1:{port + 1}")
    assert wrong_port.status_code == 403


@pytest.mark.network
@pytest.mark.parametrize("host", ["127.0.0.1", "localhost", "LOCALHOST"])
def test_local_callers_are_served(sandbox_server: SandboxServer, host: str) -> None:
    port = sandbox_server.port
    answer = raw(
        sandbox_server,
        "POST",
        "/_sandbox/reset",
        host=f"{host}:{port}",
        origin=f"http://{host}:{port}",
        **{"content-type": "application/json"},
    )
    assert answer.status_code == 204
    bare = raw(sandbox_server, "GET", "/_sandbox/clock", host=host)
    assert bare.status_code == 200
