"""The public surface: `callbridge.__all__` is complete, resolvable and lazily loaded."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys

import pytest

import callbridge
import callbridge.api
import callbridge.webhooks


def test_all_matches_the_lazy_export_table() -> None:
    assert sorted(callbridge.__all__) == sorted(["__version__", *callbridge._EXPORTS])
    assert len(set(callbridge.__all__)) == len(callbridge.__all__)


@pytest.mark.parametrize("name", sorted(callbridge._EXPORTS))
def test_every_exported_name_resolves_from_its_home(name: str) -> None:
    value = getattr(callbridge, name)
    home = importlib.import_module(callbridge._EXPORTS[name])
    assert getattr(home, name) is value


def test_the_whole_api_package_surface_is_reexported_at_the_top() -> None:
    assert sorted(set(callbridge.api.__all__) - set(callbridge.__all__)) == []


@pytest.mark.parametrize(
    "module",
    [
        "callbridge.api._errors",
        "callbridge.api._client",
        "callbridge.api.checkpoint",
        "callbridge.api.changefeed",
    ],
)
def test_private_modules_public_names_are_exported(module: str) -> None:
    names = importlib.import_module(module).__all__
    assert [n for n in names if n not in callbridge.__all__] == []


def test_webhooks_all_is_complete() -> None:
    for name in callbridge.webhooks.__all__:
        assert hasattr(callbridge.webhooks, name)
    public = {n for n in dir(callbridge.webhooks) if not n.startswith("_") and n[0].isupper()}
    assert public <= set(callbridge.webhooks.__all__)


def test_unknown_attribute_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError):
        callbridge.NoSuchThing


def test_importing_callbridge_loads_no_client_until_a_name_is_used() -> None:
    code = (
        "import sys, json, callbridge\n"
        "before = [m for m in sys.modules if m.startswith(('callbridge.api', 'httpx', 'pydantic'))]\n"
        "callbridge.Client\n"
        "after = 'callbridge.api' in sys.modules\n"
        "print(json.dumps([before, after]))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    before, after = json.loads(out.stdout)
    assert before == []
    assert after is True
