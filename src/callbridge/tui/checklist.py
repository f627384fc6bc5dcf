"""The spec's migration rules (Versioning, rule 3) as a checklist over the session.

Each item is ticked from evidence the walkthrough has gathered, never by the user saying so:
a scoped v2 key answered GET /me; the latest scan finds no acting-user header (one the user
ignored as not applying does not count; one marked done counts until a rescan no longer
finds it); a v2 subscription has been verified, the moment the legacy one may be retired.
"""

from __future__ import annotations

from dataclasses import dataclass

from callbridge.tui.state import Mark, SessionState

ACTING_USER_CATEGORY = "acting-user-header"


@dataclass(frozen=True)
class ChecklistItem:
    label: str
    done: bool
    hint: str


def migration_checklist(session: SessionState) -> list[ChecklistItem]:
    credential = session.credential
    scanned = session.scan is not None
    acting_user_left = [
        f
        for f in session.findings
        if f.category == ACTING_USER_CATEGORY and session.mark_of(f) is not Mark.IGNORED
    ]
    webhook = session.webhook
    return [
        ChecklistItem(
            "Scoped key created",
            credential is not None and bool(credential.scopes),
            "Issue a v2 key with only the scopes the integration needs.",
        ),
        ChecklistItem(
            "Key checked with GET /me",
            credential is not None,
            "Connect: GET /me shows the workspace, owner and scopes.",
        ),
        ChecklistItem(
            "Acting-user headers removed",
            scanned and not acting_user_left,
            "Scan: fix the x-user-email / x-user-id findings, then scan again.",
        ),
        ChecklistItem(
            "Legacy webhooks kept until a v2 subscription exists",
            webhook.verified,
            "Webhooks: keep the legacy verifier until the v2 subscription is verified.",
        ),
    ]
