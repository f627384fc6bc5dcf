"""The sandbox is written from the spec: it imports neither the client nor the webhook
signer, so a misunderstanding shared with them cannot hide."""

from __future__ import annotations

import ast
from pathlib import Path

import callbridge.sandbox

SANDBOX = Path(callbridge.sandbox.__file__).parent


def test_the_sandbox_imports_neither_the_client_nor_the_webhook_helpers() -> None:
    found = []
    for path in SANDBOX.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = (
                [a.name for a in node.names]
                if isinstance(node, ast.Import)
                else ([node.module] if isinstance(node, ast.ImportFrom) and node.module else [])
            )
            found += [
                f"{path.name}: {n}"
                for n in names
                if n.startswith(("callbridge.api", "callbridge.webhooks", "callbridge.cli"))
            ]
    assert found == []
