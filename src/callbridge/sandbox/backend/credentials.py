"""API keys: issuing, hashing, and turning a bearer token into the credential it names.

Secrets are stored as SHA-256 digests. A secret is 256 random bits, so a plain digest is as
strong as a slow password hash here and keeps authentication cheap on every request.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
import uuid
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime

from callbridge.sandbox.backend.errors import ApiError
from callbridge.sandbox.backend.store import Row, Store
from callbridge.sandbox.state.clock import parse_datetime

ALL_SCOPES: tuple[str, ...] = (
    "contacts:read",
    "contacts:write",
    "lists:read",
    "lists:write",
    "calls:read",
    "recordings:read",
    "transcripts:read",
    "analytics:read",
    "changes:read",
    "webhooks:manage",
)
KEY_PREFIX = "cb"
TOKEN_RE = re.compile(
    r"^(?P<prefix>[a-z][a-z0-9]{0,15})_(?P<env>live|test)_"
    r"(?P<credential>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"
    r"\.(?P<secret>[A-Za-z0-9_\-~+/=]+)$"
)
ACTING_USER_HEADERS = (b"x-user-email", b"x-user-id")


@dataclass(frozen=True)
class Credential:
    id: str
    workspace_id: str
    kind: str
    owner_id: str | None
    allowed_user_ids: tuple[str, ...]
    scopes: frozenset[str]
    environment: str
    expires_at: datetime | None
    revoked: bool

    @property
    def owner_filter(self) -> tuple[str, ...] | None:
        """Owners this key may see and write for; None means every owner of the workspace."""
        if self.kind == "personal":
            return (self.owner_id or "",)
        return self.allowed_user_ids or None

    def permits_owner(self, owner_id: str) -> bool:
        allowed = self.owner_filter
        return allowed is None or owner_id in allowed

    def describe(self) -> dict[str, object]:
        return {
            "credentialId": self.id,
            "workspaceId": self.workspace_id,
            "kind": self.kind,
            "ownerId": self.owner_id if self.kind == "personal" else None,
            "allowedUserIds": list(self.allowed_user_ids),
            "scopes": sorted(self.scopes),
            "environment": self.environment,
            "apiVersion": "v2",
        }


def hash_secret(secret: str) -> str:
    return hashlib.sha256(secret.encode()).hexdigest()


def new_token(environment: str, credential_id: str) -> tuple[str, str]:
    """A fresh `(token, secret hash)` in the spec's format; the token is shown once."""
    secret = secrets.token_urlsafe(32)
    return f"{KEY_PREFIX}_{environment}_{credential_id}.{secret}", hash_secret(secret)


def credential_from_row(row: Row) -> Credential:
    expires = row["expires_at"]
    return Credential(
        id=row["id"],
        workspace_id=row["workspace_id"],
        kind=row["kind"],
        owner_id=row["owner_id"],
        allowed_user_ids=tuple(json.loads(row["allowed_user_ids"])),
        scopes=frozenset(json.loads(row["scopes"])),
        environment=row["environment"],
        expires_at=parse_datetime(expires) if expires else None,
        revoked=bool(row["revoked"]),
    )


def new_credential_id() -> str:
    return str(uuid.uuid4())


class Authenticator:
    """Bearer token → active credential, with a cache the control API clears on any change."""

    def __init__(self, store: Store, environment: str) -> None:
        self.store = store
        self.environment = environment
        self._cache: dict[str, tuple[Credential, str, bool]] = {}

    def invalidate(self) -> None:
        self._cache.clear()

    def _load(self, credential_id: str) -> tuple[Credential, str, bool] | None:
        cached = self._cache.get(credential_id)
        if cached is not None:
            return cached
        row = self.store.one("SELECT * FROM credentials WHERE id = ?", credential_id)
        if row is None:
            return None
        cred = credential_from_row(row)
        member_active = True
        if cred.kind == "personal":
            member = self.store.one(
                "SELECT status FROM members WHERE id = ? AND workspace_id = ?",
                cred.owner_id,
                cred.workspace_id,
            )
            member_active = member is not None and member["status"] == "active"
        entry = (cred, row["secret_hash"], member_active)
        self._cache[credential_id] = entry
        return entry

    def authenticate(self, headers: Mapping[str, str], now: datetime) -> Credential:
        raw = headers.get("authorization", "")
        scheme, _, token = raw.strip().partition(" ")
        match = TOKEN_RE.match(token.strip()) if scheme.lower() == "bearer" else None
        if match is None:
            raise invalid_key("Missing or malformed API key." if not raw else None)
        entry = self._load(match["credential"])
        if entry is None:
            raise invalid_key()
        cred, secret_hash, member_active = entry
        if not hmac.compare_digest(secret_hash, hash_secret(match["secret"])):
            raise invalid_key()
        if match["prefix"] != KEY_PREFIX or match["env"] != cred.environment:
            raise invalid_key()
        if cred.environment != self.environment:
            raise invalid_key(
                f"This key belongs to the {cred.environment} environment; "
                f"this server answers {self.environment} keys."
            )
        if cred.revoked:
            raise invalid_key("The API key has been revoked.")
        if cred.expires_at is not None and now >= cred.expires_at:
            raise invalid_key("The API key has expired.")
        if not member_active:
            raise ApiError(
                401,
                "inactive_membership",
                "The owner of this personal key is no longer a member of the workspace.",
                headers=CHALLENGE,
            )
        return cred


CHALLENGE = {"WWW-Authenticate": 'Bearer realm="api"'}


def invalid_key(message: str | None = None) -> ApiError:
    return ApiError(401, "invalid_api_key", message or "The API key is invalid.", headers=CHALLENGE)
