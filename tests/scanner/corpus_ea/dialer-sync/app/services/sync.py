from __future__ import annotations

import logging

from pydantic import BaseModel

from app.config import Settings
from app.integrations.warehouse import fetch_segment_members
from app.ringlane import (
    RinglaneApiDisabled,
    RinglaneClient,
    RinglaneListNotFound,
    RinglaneUserNotFound,
)
from app.ringlane.models import Contact

log = logging.getLogger(__name__)


class SyncReport(BaseModel):
    segment_id: str
    list_id: str | None = None
    added: int = 0
    skipped: int = 0
    status: str = "ok"
    reason: str | None = None


class SegmentSyncService:
    def __init__(self, settings: Settings, *, acting_user: str) -> None:
        self._settings = settings
        self._acting_user = acting_user

    async def sync(self, segment_id: str) -> SyncReport:
        members = await fetch_segment_members(segment_id)
        contacts = [Contact(phone=m.phone, first_name=m.first_name, external_id=m.policy_no) for m in members]
        try:
            async with RinglaneClient(self._settings, acting_user=self._acting_user) as rl:
                lst = await rl.create_contact_list(f"renewals-{segment_id}")
                result = await rl.append_contacts(lst.id, contacts)
        except RinglaneUserNotFound:
            log.warning("%s is not provisioned in Ringlane", self._acting_user)
            return SyncReport(segment_id=segment_id, status="failed", reason="staff user not in Ringlane")
        except RinglaneApiDisabled:
            return SyncReport(segment_id=segment_id, status="paused", reason="Ringlane API disabled")
        return SyncReport(segment_id=segment_id, list_id=lst.id, added=result.added, skipped=result.skipped)

    async def retire(self, list_id: str) -> None:
        async with RinglaneClient(self._settings, acting_user=self._acting_user) as rl:
            try:
                await rl.delete_contact_list(list_id)
            except RinglaneListNotFound as exc:
                if exc.message == "contact list not found":
                    log.info("list %s already gone", list_id)
                    return
                raise
