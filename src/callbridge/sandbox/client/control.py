"""Typed helpers over the control API, shared by the in-process and the real-server sandbox.

They go through the real `/_sandbox` routes (never around them), so a test that sets state up
with them exercises the same contract a suite in another language would.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import httpx


class ControlError(RuntimeError):
    """A control API call answered with an error; carries the v2 error envelope."""

    def __init__(self, status: int, body: Any) -> None:
        error = body.get("error", {}) if isinstance(body, dict) else {}
        super().__init__(
            f"control API answered {status}: {error.get('code')}: {error.get('message')}"
        )
        self.status = status
        self.body = body


def _clean(fields: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in fields.items() if v is not None}


def _iso(value: str | datetime | None) -> str | None:
    """Date-times may be given as strings or aware datetimes."""
    if isinstance(value, datetime):
        if value.tzinfo is None:
            raise ValueError("a datetime sent to the sandbox must be timezone-aware")
        return value.isoformat()
    return value


class ControlClient:
    """Mixin: needs `_control_http` (an httpx.Client whose base URL is the server root)."""

    _control_http: httpx.Client
    # the key environment the server answers; demo keys are issued in it
    environment: str = "test"

    def control(self, method: str, path: str, body: Any = None, **params: Any) -> Any:
        response = self._control_http.request(
            method, "/_sandbox" + path, json=body, params=params or None
        )
        payload = response.json() if response.content else None
        if response.status_code >= 300:
            raise ControlError(response.status_code, payload)
        return payload

    def _object(self, method: str, path: str, body: Any = None) -> dict[str, Any]:
        """A control call whose answer is a JSON object."""
        result: dict[str, Any] = self.control(method, path, body)
        return result

    # state
    def reset(self) -> None:
        self.control("POST", "/reset")

    def clock(self) -> dict[str, Any]:
        return self._object("GET", "/clock")

    def advance(self, seconds: float) -> dict[str, Any]:
        return self._object("POST", "/clock", {"advanceSeconds": seconds})

    def set_clock(self, now: str | datetime) -> dict[str, Any]:
        return self._object("POST", "/clock", {"now": _iso(now)})

    def settings(
        self,
        *,
        allow_loopback_receivers: bool | None = None,
        max_body_bytes: int | None = None,
        rate_limit: Any = ...,
    ) -> dict[str, Any]:
        body = _clean(
            {"allowLoopbackReceivers": allow_loopback_receivers, "maxBodyBytes": max_body_bytes}
        )
        if rate_limit is not ...:
            body["rateLimit"] = rate_limit
        return self._object("PUT", "/settings", body)

    # workspace, members, keys
    def create_workspace(self, name: str, id: str | None = None) -> dict[str, Any]:
        return self._object("POST", "/workspaces", _clean({"name": name, "id": id}))

    def create_member(self, workspace_id: str, **fields: Any) -> dict[str, Any]:
        return self._object("POST", "/members", {"workspaceId": workspace_id, **fields})

    def member_leave(self, member_id: str) -> dict[str, Any]:
        return self._object("POST", f"/members/{member_id}/leave")

    def create_key(
        self,
        workspace_id: str,
        kind: str,
        scopes: Any,
        owner_id: str | None = None,
        allowed_user_ids: list[str] | None = None,
        environment: str = "test",
        expires_at: str | datetime | None = None,
    ) -> dict[str, Any]:
        body = _clean(
            {
                "workspaceId": workspace_id,
                "kind": kind,
                "scopes": list(scopes),
                "ownerId": owner_id,
                "allowedUserIds": allowed_user_ids,
                "environment": environment,
                "expiresAt": _iso(expires_at),
            }
        )
        return self._object("POST", "/keys", body)

    def revoke_key(self, credential_id: str) -> dict[str, Any]:
        return self._object("POST", f"/keys/{credential_id}/revoke")

    # records
    def create_contact(self, owner_id: str, phone_number: str, **fields: Any) -> dict[str, Any]:
        return self._object(
            "POST", "/contacts", {"ownerId": owner_id, "phoneNumber": phone_number, **fields}
        )

    def create_list(
        self, owner_id: str, name: str, group_name: str | None = None
    ) -> dict[str, Any]:
        return self._object(
            "POST", "/lists", _clean({"ownerId": owner_id, "name": name, "groupName": group_name})
        )

    def add_to_list(self, list_id: int, contact_id: int) -> dict[str, Any]:
        return self._object("PUT", f"/lists/{list_id}/contacts/{contact_id}")

    def create_call(
        self, owner_id: str, phone_number: str, from_phone_number: str, **fields: Any
    ) -> dict[str, Any]:
        return self._object(
            "POST",
            "/calls",
            {
                "ownerId": owner_id,
                "phoneNumber": phone_number,
                "fromPhoneNumber": from_phone_number,
                **fields,
            },
        )

    def complete_call(self, call_sid: str, **fields: Any) -> dict[str, Any]:
        return self._object("POST", f"/calls/{call_sid}/complete", fields)

    def set_disposition(self, call_sid: str, type: str, notes: str | None = None) -> dict[str, Any]:
        return self._object(
            "POST", f"/calls/{call_sid}/disposition", _clean({"type": type, "notes": notes})
        )

    def set_recording(self, call_sid: str, state: str, url: str | None = None) -> dict[str, Any]:
        return self._object(
            "POST", f"/calls/{call_sid}/recording", _clean({"state": state, "url": url})
        )

    def set_transcript(
        self, call_sid: str, state: str, segments: list[dict[str, str]] | None = None
    ) -> dict[str, Any]:
        return self._object(
            "POST", f"/calls/{call_sid}/transcript", _clean({"state": state, "segments": segments})
        )

    def delete_call(self, call_sid: str) -> None:
        self.control("DELETE", f"/calls/{call_sid}")

    def create_scheduled_call(
        self, owner_id: str, phone_number: str, scheduled_at: str | datetime, **fields: Any
    ) -> dict[str, Any]:
        return self._object(
            "POST",
            "/scheduled-calls",
            {
                "ownerId": owner_id,
                "phoneNumber": phone_number,
                "scheduledAt": _iso(scheduled_at),
                **fields,
            },
        )

    # deliveries, requests, faults
    def run_deliveries(self) -> int:
        return int(self.control("POST", "/deliveries/run")["attempted"])

    def requests(self, limit: int = 100) -> list[dict[str, Any]]:
        result: list[dict[str, Any]] = self.control("GET", "/requests", limit=limit)["data"]
        return result

    def set_faults(self, rules: list[dict[str, Any]]) -> dict[str, Any]:
        return self._object("PUT", "/faults", {"rules": rules})

    def clear_faults(self) -> None:
        self.control("DELETE", "/faults")

    def seed_demo(self) -> Any:
        """Create the demo workspace (see `callbridge.sandbox.client.seed`); returns a DemoSeed."""
        from callbridge.sandbox.client.seed import seed_demo

        return seed_demo(self, self.environment)
