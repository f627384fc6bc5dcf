"""The public surface: `callbridge.__all__` is complete, resolvable and lazily loaded."""

from __future__ import annotations

import importlib
import json
import subprocess
import sys

import pytest

import callbridge
import callbridge.api
import callbridge.connection
import callbridge.webhooks


def test_all_is_the_union_of_the_homes_without_repeats() -> None:
    expected = ["__version__", *callbridge.connection.__all__, *callbridge.api.__all__]
    assert sorted(callbridge.__all__) == sorted(expected)
    assert len(set(callbridge.__all__)) == len(callbridge.__all__)
    assert dir(callbridge) == sorted(callbridge.__all__)


@pytest.mark.parametrize("name", sorted(callbridge.api.__all__))
def test_every_api_name_resolves_to_the_same_object_at_the_top(name: str) -> None:
    assert getattr(callbridge, name) is getattr(callbridge.api, name)


@pytest.mark.parametrize("name", ["Connection", "connect"])
def test_connection_names_resolve_from_their_home(name: str) -> None:
    assert getattr(callbridge, name) is getattr(callbridge.connection, name)


@pytest.mark.parametrize(
    "module",
    [
        "callbridge.api._errors",
        "callbridge.api._client",
        "callbridge.api._pipeline",
        "callbridge.api._retry",
        "callbridge.api.checkpoint",
        "callbridge.api.changefeed",
    ],
)
def test_private_modules_public_names_are_exported(module: str) -> None:
    names = importlib.import_module(module).__all__
    assert [n for n in names if n not in callbridge.__all__] == []


def test_the_models_named_by_the_contract_are_exported() -> None:
    from callbridge.api import models

    for name in ["Credential", "Member", "List", "Contact", "Call", "ScheduledCall", "Page"]:
        assert getattr(callbridge, name) is getattr(models, name)
    for name in ["WebhookSubscription", "Delivery", "Attempt", "Change", "Event", "ChangePage"]:
        assert getattr(callbridge, name) is getattr(models, name)


def test_webhooks_all_is_complete() -> None:
    for name in callbridge.webhooks.__all__:
        assert hasattr(callbridge.webhooks, name)
    public = {n for n in dir(callbridge.webhooks) if not n.startswith("_") and n[0].isupper()}
    assert public <= set(callbridge.webhooks.__all__)


def test_unknown_attribute_is_an_attribute_error() -> None:
    with pytest.raises(AttributeError):
        callbridge.NoSuchThing


def run_python(code: str) -> object:
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)


def test_importing_callbridge_loads_no_client_until_a_name_is_used() -> None:
    before, after = run_python(
        "import sys, json, callbridge\n"
        "before = [m for m in sys.modules if m.startswith(('callbridge.api', 'httpx', 'pydantic'))]\n"
        "callbridge.Client\n"
        "after = 'callbridge.api' in sys.modules\n"
        "print(json.dumps([before, after]))\n"
    )
    assert before == []
    assert after is True


def test_subpackages_are_reachable_as_attributes_after_a_plain_import() -> None:
    sign, connect_only = run_python(
        "import sys, json, callbridge\n"
        "callbridge.connect\n"
        "only = 'callbridge.api' not in sys.modules\n"
        "print(json.dumps([callbridge.webhooks.sign.__name__, only]))\n"
    )
    assert sign == "sign"
    assert connect_only is True  # resolving `connect` does not load the client
