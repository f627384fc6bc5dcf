"""A signing secret copied into another field, or quoted in text, is masked by value."""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from pathlib import Path

from callbridge._redact import redact, redact_text, redacted_logger, register_secret
from callbridge.sandbox import SandboxServer

HOOK = "5b0c7a8e-1d2f-4a3b-9c8d-7e6f5a4b3c2d"

COPYING = f"""\
recipe: 1
name: copies-a-secret
description: Rotate a signing secret through the raw request action and copy it around.
steps:
  - id: hook
    action: webhooks.put
    with: {{id: "{HOOK}", name: h, url: "https://93.184.216.34/hook", events: [call.completed]}}
  - id: rot
    action: request
    with: {{method: POST, path: "/webhooks/{HOOK}/rotate-secret"}}
  - id: quote
    action: request
    on_error: continue
    with:
      method: POST
      path: /lists
      json: {{name: "{{{{ steps.rot.outputs.signingSecret }}}}", ownerId: "no such owner"}}
outputs:
  copied: "{{{{ steps.rot.outputs.signingSecret }}}}"
  sentence: "the secret is {{{{ steps.rot.outputs.signingSecret }}}} (keep it)"
"""


def test_a_copied_signing_secret_is_masked_in_json_output_and_journal(
    sandbox_server: SandboxServer, tmp_path: Path
) -> None:
    seed = sandbox_server.seed_demo()
    (tmp_path / "r.yaml").write_text(COPYING)
    env = {
        **os.environ,
        "CALLBRIDGE_BASE_URL": sandbox_server.api_url,
        "CALLBRIDGE_API_KEY": seed.workspace_key,
        "CI": "1",
    }
    done = subprocess.run(
        [sys.executable, "-m", "callbridge", "run", "r.yaml", "--json"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
    )
    assert done.returncode in (0, 1), done.stderr  # the quoting step may fail; that is its job
    report = json.loads(done.stdout)
    assert report["outputs"]["copied"].startswith("****")
    assert report["outputs"]["sentence"].startswith("the secret is ****")
    journals = list((tmp_path / ".callbridge" / "runs").glob("*"))
    assert journals
    written = "".join(p.read_text() for p in journals if p.is_file())
    for text in (done.stdout, done.stderr, written):
        assert "whsec_" not in text
        assert seed.workspace_key not in text


def test_registered_secrets_are_masked_in_text_fields_and_log_records(caplog) -> None:  # type: ignore[no-untyped-def]
    secret = "whsec_registeredForThisTest0123456789"
    register_secret(secret)
    message = f"Invalid URL 'https://x/?s={secret}'"
    assert secret not in redact_text(message)
    assert redact({"name": secret, "nested": [message]}) == {
        "name": "****6789",
        "nested": ["Invalid URL 'https://x/?s=****6789'"],
    }
    log = redacted_logger("callbridge.api")
    with caplog.at_level(logging.INFO, logger="callbridge.api"):
        log.info("retrying after %s", message)
    assert secret not in caplog.text and "****6789" in caplog.text
