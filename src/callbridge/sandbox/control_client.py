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

    # state
    def reset(self) -> None:
        self.control("POST", "/reset")

    def clock(self) -> dict[str, Any]:
        result: dict[str, Any] = self.control("GET", "/clock")
        return result

    def advance(self, seconds: float) -> dict[str, Any]:
        result: dict[str, Any] = self.control("POST", "/clock", {"advanceSeconds": seconds})
        return result

    def set_clock(self, now: str | datetime) -> dict[str, Any]:
        result: dict[str, Any] = self.control("POST", "/clock", {"now": _iso(now)})
        return result

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
        result: dict[str, Any] = self.control("PUT", "/settings", body)
        return result

    # workspace, members, keys
    def create_workspace(self, name: str, id: str | None = None) -> dict[str, Any]:
        result: dict[str, Any] = self.control(
            "POST", "/workspaces", _clean({"name": name, "id": id})
        )
        return result

    def create_member(self, workspace_id: str, **fields: Any) -> dict[str, Any]:
        result: dict[str, Any] = self.control(
            "POST", "/members", {"workspaceId": workspace_id, **fields}
        )
        return result

    def member_leave(self, member_id: str) -> dict[str, Any]:
        result: dict[str, Any] = self.control("POST", f"/members/{member_id}/leave")
        return result

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
        result: dict[str, Any] = self.control("POST", "/keys", body)
        return result

    def revoke_key(self, credential_id: str) -> dict[str, Any]:
        result: dict[str, Any] = self.control("POST", f"/keys/{credential_id}/revoke")
        return result

    # records
    def create_contact(self, owner_id: str, phone_number: str, **fields: Any) -> dict[str, Any]:
        result: dict[str, Any] = self.control(
            "POST", "/contacts", {"ownerId": owner_id, "phoneNumber": phone_number, **fields}
        )
        return result

    def create_list(
        self, owner_id: str, name: str, group_name: str | None = None
    ) -> dict[str, Any]:
        result: dict[str, Any] = self.control(
            "POST", "/lists", _clean({"ownerId": owner_id, "name": name, "groupName": group_name})
        )
        return result

    def add_to_list(self, list_id: int, contact_id: int) -> dict[str, Any]:
        result: dict[str, Any] = self.control("PUT", f"/lists/{list_id}/contacts/{contact_id}")
        return result

    def create_call(
        self, owner_id: str, phone_number: str, from_phone_number: str, **fields: Any
    ) -> dict[str, Any]:
        result: dict[str, Any] = self.control(
            "POST",
            "/calls",
            {
                "ownerId": owner_id,
                "phoneNumber": phone_number,
                "fromPhoneNumber": from_phone_number,
                **fields,
            },
        )
        return result

    def complete_call(self, call_sid: str, **fields: Any) -> dict[str, Any]:
        result: dict[str, Any] = self.control("POST", f"/calls/{call_sid}/complete", fields)
        return result

    def set_disposition(self, call_sid: str, type: str, notes: str | None = None) -> dict[str, Any]:
        result: dict[str, Any] = self.control(
            "POST", f"/calls/{call_sid}/disposition", _clean({"type": type, "notes": notes})
        )
        return result

    def set_recording(self, call_sid: str, state: str, url: str | None = None) -> dict[str, Any]:
        result: dict[str, Any] = self.control(
            "POST", f"/calls/{call_sid}/recording", _clean({"state": state, "url": url})
        )
        return result

    def set_transcript(
        self, call_sid: str, state: str, segments: list[dict[str, str]] | None = None
    ) -> dict[str, Any]:
        result: dict[str, Any] = self.control(
            "POST", f"/calls/{call_sid}/transcript", _clean({"state": state, "segments": segments})
        )
        return result

    def delete_call(self, call_sid: str) -> None:
        self.control("DELETE", f"/calls/{call_sid}")

    def create_scheduled_call(
        self, owner_id: str, phone_number: str, scheduled_at: str | datetime, **fields: Any
    ) -> dict[str, Any]:
        result: dict[str, Any] = self.control(
            "POST",
            "/scheduled-calls",
            {
                "ownerId": owner_id,
                "phoneNumber": phone_number,
                "scheduledAt": _iso(scheduled_at),
                **fields,
            },
        )
        return result

    # deliveries, requests, faults
    def run_deliveries(self) -> int:
        return int(self.control("POST", "/deliveries/run")["attempted"])

    def requests(self, limit: int = 100) -> list[dict[str, Any]]:
        result: list[dict[str, Any]] = self.control("GET", "/requests", limit=limit)["data"]
        return result

    def set_faults(self, rules: list[dict[str, Any]]) -> dict[str, Any]:
        result: dict[str, Any] = self.control("PUT", "/faults", {"rules": rules})
        return result

    def clear_faults(self) -> None:
        self.control("DELETE", "/faults")

    def seed_demo(self) -> Any:
        """Create the demo workspace (see `callbridge.sandbox.seed`); returns a DemoSeed."""
        from callbridge.sandbox.seed import seed_demo

        return seed_demo(self, self.environment)
