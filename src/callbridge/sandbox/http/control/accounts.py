"""Control routes for workspaces, members and keys (sandbox-control-api.md "Workspace,
members, keys"): what the product's admin screens and Developers area do."""

from __future__ import annotations

import secrets
from typing import TYPE_CHECKING, Any

from starlette.requests import Request

from callbridge.sandbox.backend import accounts
from callbridge.sandbox.backend.credentials import ALL_SCOPES
from callbridge.sandbox.http import serialize
from callbridge.sandbox.http.control.base import Route, present, string_list
from callbridge.sandbox.http.validation import Fields, json_object

if TYPE_CHECKING:
    from callbridge.sandbox.state.sandbox_state import SandboxState


async def create_workspace(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    name = fields.string("name", required=True, min_len=1, max_len=200)
    ws_id = fields.string("id", min_len=1, max_len=100)
    fields.check()
    ws_id = present(ws_id, f"ws_{secrets.token_hex(6)}")
    with state.store.tx() as conn:
        accounts.create_workspace(conn, state.now(), ws_id, name)
    return 201, {"id": ws_id, "name": name}


async def create_member(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    text = ("name", "firstName", "lastName", "email", "identifier", "role")
    fields = Fields(json_object(raw))
    workspace_id = fields.string("workspaceId", required=True, min_len=1)
    member_id = fields.string("id", min_len=1, max_len=100)
    values = {name: fields.string(name, nullable=True, max_len=254) for name in text}
    fields.check()
    got = {k: present(v) for k, v in values.items()}
    member_id = present(member_id, f"usr_{secrets.token_hex(6)}")
    first, last = got["firstName"], got["lastName"]
    new = accounts.NewMember(
        id=member_id,
        workspace_id=workspace_id,
        name=got["name"] or " ".join(p for p in (first, last) if p) or member_id,
        first_name=first,
        last_name=last,
        identifier=got["identifier"] or got["email"] or member_id,
        email=got["email"],
        role=got["role"] or "member",
    )
    with state.store.tx() as conn:
        accounts.require_workspace(conn, workspace_id)
        row = accounts.create_member(conn, state.now(), new)
    state.auth.invalidate()
    return 201, serialize.member(row)


async def member_leave(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    with state.store.tx() as conn:
        row = accounts.leave(conn, state.now(), request.path_params["id"])
    state.auth.invalidate()
    return 200, serialize.member(row)


async def create_key(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    fields = Fields(json_object(raw))
    workspace_id = fields.string("workspaceId", required=True, min_len=1)
    kind = fields.enum("kind", ("personal", "workspace"), required=True)
    owner_id = fields.string("ownerId", nullable=True, min_len=1)
    environment = fields.enum("environment", ("live", "test"))
    expires = fields.datetime("expiresAt")
    scopes = string_list(fields, "scopes", required=True, options=ALL_SCOPES)
    allowed = string_list(fields, "allowedUserIds", required=False)
    if kind == "personal" and not isinstance(owner_id, str):
        fields.fail("ownerId", "is required for a personal key")
    fields.check()
    new = accounts.NewKey(
        workspace_id=workspace_id,
        kind=kind,
        owner_id=present(owner_id),
        allowed_user_ids=allowed,
        scopes=scopes,
        environment=present(environment, "test"),
        expires_at=present(expires),
    )
    with state.store.tx() as conn:
        credential_id, token = accounts.create_key(conn, state.now(), new)
    state.auth.invalidate()
    return 201, {"credentialId": credential_id, "token": token}


async def revoke_key(state: SandboxState, request: Request, raw: bytes) -> tuple[int, Any]:
    credential_id = request.path_params["credentialId"]
    with state.store.tx() as conn:
        accounts.revoke_key(conn, credential_id)
    state.auth.invalidate()
    return 200, {"credentialId": credential_id, "revoked": True}


ROUTES: tuple[Route, ...] = (
    ("POST", "/workspaces", create_workspace),
    ("POST", "/members", create_member),
    ("POST", "/members/{id}/leave", member_leave),
    ("POST", "/keys", create_key),
    ("POST", "/keys/{credentialId}/revoke", revoke_key),
)
