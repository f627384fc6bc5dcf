"""Every error class, produced by the real sandbox and read through the client."""

from __future__ import annotations

import socket
import uuid
from typing import Any

import httpx
import pytest

import callbridge as cb
from callbridge import Client, error_from_response
from callbridge.api._errors import error_class
from callbridge.api._pipeline import Operation
from callbridge.api.models import List

UNKNOWN_KEY = f"cb_test_{uuid.uuid4()}." + "x" * 43


def raw(sandbox: Any, key: str) -> httpx.Client:
    """A plain httpx client, for requests the typed client never sends (it always sends a
    key on writes and no acting-user headers)."""
    return httpx.Client(
        transport=sandbox.sync_transport,
        base_url=sandbox.api_url,
        headers={"Authorization": f"Bearer {key}"},
    )


def test_error_keeps_code_message_request_id_and_headers(make_client: Any) -> None:
    with pytest.raises(cb.InvalidApiKey) as info:
        make_client(UNKNOWN_KEY).me()
    error = info.value
    assert (error.status, error.code) == (401, "invalid_api_key")
    assert error.request_id and uuid.UUID(error.request_id)
    assert error.headers["x-request-id"] == error.request_id
    assert error.status_code == error.status == 401
    assert str(error).startswith("invalid_api_key: ")
    assert f"[request id {error.request_id}]" in str(error)
    assert isinstance(error, cb.AuthenticationError)


def test_inactive_membership(sandbox: Any, make_client: Any, seed: Any) -> None:
    sandbox.member_leave(seed.owner_id)
    with pytest.raises(cb.InactiveMembership):
        make_client(seed.personal_key).me()


def test_acting_user_not_supported(sandbox: Any, seed: Any) -> None:
    with raw(sandbox, seed.workspace_key) as http:
        response = http.get("/me", headers={"x-user-email": "ada@example.com"})
    error = error_from_response(response)
    assert type(error) is cb.ActingUserNotSupported and error.status == 400


def test_insufficient_scope_names_the_scope(sandbox: Any, make_client: Any, seed: Any) -> None:
    key = sandbox.create_key(seed.workspace_id, "workspace", ["calls:read"])["token"]
    with pytest.raises(cb.InsufficientScope) as info:
        make_client(key).lists.create("x", seed.owner_id)
    assert "lists:write" in info.value.message
    assert isinstance(info.value, cb.PermissionDenied)


def test_invalid_request_has_located_details(client: Client, seed: Any) -> None:
    with pytest.raises(cb.InvalidRequest) as info:
        client.lists.create("", seed.owner_id)
    assert [d.path for d in info.value.details] == ["body.name"]
    assert "body.name" in str(info.value)


def test_idempotency_key_required(sandbox: Any, seed: Any) -> None:
    with raw(sandbox, seed.workspace_key) as http:
        response = http.post("/lists", json={"name": "x", "ownerId": seed.owner_id})
    assert type(error_from_response(response)) is cb.IdempotencyKeyRequired


def test_idempotency_key_invalid(client: Client, seed: Any) -> None:
    with pytest.raises(cb.IdempotencyKeyInvalid):
        client.lists.create("x", seed.owner_id, idempotency_key="has spaces!")


def test_same_key_same_request_replays_and_changed_request_conflicts(
    client: Client, seed: Any
) -> None:
    first = client.lists.create("once", seed.owner_id, idempotency_key="create-once-1")
    again = client.lists.create("once", seed.owner_id, idempotency_key="create-once-1")
    assert again.id == first.id
    with pytest.raises(cb.IdempotencyConflict):
        client.lists.create("changed", seed.owner_id, idempotency_key="create-once-1")


def test_invalid_owner(client: Client) -> None:
    with pytest.raises(cb.InvalidOwner):
        client.lists.create("x", "usr_nobody")


def test_not_found(client: Client) -> None:
    with pytest.raises(cb.NotFound) as info:
        client.calls.get("CA-does-not-exist")
    assert info.value.status == 404


def test_method_not_allowed(client: Client) -> None:
    with pytest.raises(cb.MethodNotAllowed):
        client.request("DELETE", "/me")


def test_inactive_webhook_when_enabling_a_never_verified_subscription(client: Client) -> None:
    sub_id = uuid.uuid4()
    client.webhooks.put(sub_id, "hooks", "https://hooks.example.com/cb", ["call.created"])
    with pytest.raises(cb.InactiveWebhook):
        client.webhooks.set_active(sub_id, True)


def test_verification_failed_without_a_secret(client: Client) -> None:
    sub_id = uuid.uuid4()
    client.webhooks.put(sub_id, "hooks", "https://hooks.example.com/cb", ["call.created"])
    with pytest.raises(cb.VerificationFailed) as info:
        client.webhooks.verify(sub_id)
    assert info.value.status == 422


def test_scheduled_call_completed_cannot_be_cancelled(
    sandbox: Any, client: Client, seed: Any
) -> None:
    done = sandbox.create_scheduled_call(
        seed.owner_id,
        "+14155550101",
        "2030-01-01T10:00:00Z",
        contactId=seed.contact_ids[0],
        status="Completed",
    )
    with pytest.raises(cb.ScheduledCallCompleted):
        client.scheduled_calls.delete(done["id"])
    with pytest.raises(cb.Conflict):
        client.scheduled_calls.update(done["id"], status="Cancelled")


def test_api_v1_retired(sandbox: Any, seed: Any) -> None:
    with httpx.Client(transport=sandbox.sync_transport, base_url=sandbox.base_url) as http:
        response = http.get(
            "/api/public/v1/contact-lists", headers={"x-api-key": seed.workspace_key}
        )
    error = error_from_response(response)
    assert type(error) is cb.ApiV1Retired and error.status == 410


def test_payload_too_large(sandbox: Any, client: Client, seed: Any) -> None:
    sandbox.settings(max_body_bytes=64)
    with pytest.raises(cb.PayloadTooLarge):
        client.lists.create("n" * 100, seed.owner_id)


def test_unsupported_media_type(sandbox: Any, seed: Any) -> None:
    with raw(sandbox, seed.workspace_key) as http:
        response = http.post(
            "/lists",
            content=b"name=x",
            headers={"Content-Type": "text/plain", "Idempotency-Key": "k-415"},
        )
    assert type(error_from_response(response)) is cb.UnsupportedMediaType


def test_rate_limited_carries_retry_after(sandbox: Any, make_client: Any, seed: Any) -> None:
    sandbox.settings(rate_limit={"limit": 1, "windowSeconds": 30})
    no_retries = make_client(seed.workspace_key, max_retries=0, retry=None)
    no_retries.me()
    with pytest.raises(cb.RateLimited) as info:
        no_retries.me()
    assert info.value.retry_after is not None and 1 <= info.value.retry_after <= 30


def test_service_unavailable_after_the_retries_run_out(sandbox: Any, client: Client) -> None:
    sandbox.set_faults([{"method": "GET", "path": "^/api/public/v2/me$", "status": 503}])
    with pytest.raises(cb.ServiceUnavailable):
        client.me()
    tries = [r for r in sandbox.requests() if r["path"].endswith("/me")]
    assert [r["status"] for r in tries] == [503] * (1 + client.retry_policy.max_retries)


@pytest.mark.parametrize(
    ("status", "expected"),
    [(502, cb.ServerError), (409, cb.Conflict), (418, cb.ApiError)],
)
def test_unknown_codes_map_to_the_class_of_their_status(
    sandbox: Any, make_client: Any, seed: Any, status: int, expected: type
) -> None:
    sandbox.set_faults([{"path": "^/api/public/v2/me$", "status": status}])
    with pytest.raises(cb.ApiError) as info:
        make_client(seed.workspace_key, max_retries=0, retry=None).me()
    assert type(info.value) is expected
    assert info.value.status == status and info.value.code not in (None, "")


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_connection_error_after_retries() -> None:
    policy = cb.RetryPolicy(max_retries=2, sleep=False)
    with Client(UNKNOWN_KEY, base_url=f"http://127.0.0.1:{_closed_port()}", retry=policy) as c:
        with pytest.raises(cb.ApiConnectionError, match="after 3 tries"):
            c.me()


@pytest.mark.parametrize(
    ("status", "code", "expected"),
    [
        (400, "invalid_request", cb.InvalidRequest),
        (400, "acting_user_not_supported", cb.ActingUserNotSupported),
        (400, "idempotency_key_required", cb.IdempotencyKeyRequired),
        (400, "idempotency_key_invalid", cb.IdempotencyKeyInvalid),
        (401, "invalid_api_key", cb.InvalidApiKey),
        (401, "inactive_membership", cb.InactiveMembership),
        (403, "insufficient_scope", cb.InsufficientScope),
        (403, "invalid_owner", cb.InvalidOwner),
        (404, "not_found", cb.NotFound),
        (409, "idempotency_conflict", cb.IdempotencyConflict),
        (409, "inactive_webhook", cb.InactiveWebhook),
        (409, "delivery_in_progress", cb.DeliveryInProgress),
        (410, "api_v1_retired", cb.ApiV1Retired),
        (413, "payload_too_large", cb.PayloadTooLarge),
        (415, "unsupported_media_type", cb.UnsupportedMediaType),
        (422, "verification_failed", cb.VerificationFailed),
        (429, "rate_limited", cb.RateLimited),
        (503, "service_unavailable", cb.ServiceUnavailable),
        # unknown codes, and known codes under another status: the class of the status
        (400, "brand_new", cb.BadRequest),
        (401, None, cb.AuthenticationError),
        (403, "not_found", cb.PermissionDenied),
        (409, "brand_new", cb.Conflict),
        (429, "slow_down", cb.RateLimited),
        (503, "brand_new", cb.ServiceUnavailable),
        (500, "invalid_request", cb.ServerError),
        (599, None, cb.ServerError),
        (418, "not_found", cb.ApiError),
    ],
)
def test_error_class_by_code_then_by_status(status: int, code: str | None, expected: type) -> None:
    assert error_class(status, code) is expected


def test_an_answer_of_another_shape_is_an_api_error_not_a_validation_error(
    client: Client,
) -> None:
    # A real answer read as the wrong model stands in for a service that changed a shape.
    with pytest.raises(cb.ApiError) as info:
        client._run(Operation("GET", "/me", List))
    error = info.value
    assert type(error) is cb.ApiError and error.status == 200 and error.code is None
    assert "not a List" in error.message and error.request_id
