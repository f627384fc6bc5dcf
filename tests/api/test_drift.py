"""Drift checks: answers changed by a sandbox fault rule (a field renamed, a type changed) are
reported with the operation, the JSON path and the request id; the call still returns, unless
the contract is strict."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from typing import Any

import pytest

from callbridge import Client, ContractDriftWarning, ContractViolation, Mismatch

LIST_ANSWERS = "^/lists$"


def _drift(caught: list[warnings.WarningMessage]) -> list[str]:
    return [str(w.message) for w in caught if issubclass(w.category, ContractDriftWarning)]


def test_unchanged_answers_report_nothing(make_client: Callable[..., Client], seed: Any) -> None:
    client = make_client(seed.workspace_key, validate_responses=True)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        client.me()
        client.availability()
        created = client.lists.create("Drift", seed.owner_id)
        client.lists.replace(created.id, "Drift 2", seed.owner_id, group_name="g")
        list(client.lists.iter_contacts(seed.list_id))
        client.calls.get(seed.call_sids[0])
        list(client.users.iter())
        client.changes.list()
        hook = "0b9d3c1e-5f2a-4c8e-9a61-7d2f4e8b1c00"
        client.webhooks.put(hook, "Drift", "https://hooks.example.com/in", ["call.completed"])
        client.webhooks.rotate_secret(hook)
        client.webhooks.deliveries(hook)
        client.analytics.summary()
    assert _drift(caught) == []


def test_a_renamed_and_a_retyped_field_are_reported_once_with_their_paths(
    make_client: Callable[..., Client], sandbox: Any, seed: Any
) -> None:
    sandbox.set_faults(
        [
            {
                "method": "POST",
                "path": LIST_ANSWERS,
                "rewrite": {"rename": {"groupName": "group"}, "set": {"contactsCount": "0"}},
            }
        ]
    )
    found: list[Mismatch] = []
    client = make_client(seed.workspace_key, validate_responses=True, on_drift=found.append)
    first = client.lists.create("Drift", seed.owner_id, group_name="Q1")
    client.lists.create("Drift again", seed.owner_id)
    assert first.contacts_count == 0  # the call returned: lenient parsing still works
    assert sorted(m.path for m in found) == ["$.contactsCount", "$.group"]
    retyped = next(m for m in found if m.path == "$.contactsCount")
    assert retyped.operation.startswith("POST /api/public/v2/lists as List")
    assert "integer" in retyped.problem
    assert retyped.request_id is not None and len(retyped.request_id) == 36
    assert "unknown field" in next(m for m in found if m.path == "$.group").problem


def test_warnings_are_the_default_report(
    make_client: Callable[..., Client], sandbox: Any, seed: Any
) -> None:
    sandbox.set_faults([{"path": "^/me$", "rewrite": {"rename": {"allowedUserIds": "allowed"}}}])
    client = make_client(seed.workspace_key, validate_responses=True)
    with pytest.warns(
        ContractDriftWarning, match=r"GET /api/public/v2/me as Credential: \$\.allowed"
    ):
        client.me()


def test_a_strict_contract_fails_the_call_with_every_mismatch(
    make_client: Callable[..., Client], sandbox: Any, seed: Any
) -> None:
    sandbox.set_faults(
        [{"path": "/contacts$", "rewrite": {"rename": {"data.0.phoneNumber": "phone"}}}]
    )
    client = make_client(seed.workspace_key, strict_contract=True)
    with pytest.raises(ContractViolation) as raised:
        client.lists.contacts(seed.list_id)
    error = raised.value
    assert error.code == "contract_violation" and error.status == 200
    assert [d.path for d in error.details] == ["$.data[0].phoneNumber"]
    assert error.request_id is not None


def test_without_the_option_nothing_is_checked(
    make_client: Callable[..., Client], sandbox: Any, seed: Any
) -> None:
    sandbox.set_faults([{"path": "^/me$", "rewrite": {"rename": {"allowedUserIds": "allowed"}}}])
    client = make_client(seed.workspace_key)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert client.me().allowed_user_ids == []
    assert _drift(caught) == []
