from __future__ import annotations

import logging
import os

from app.integrations.dialwave import DialwaveClient, DialwaveError
from app.integrations.dialwave.v2 import DialwaveV2Client
from app.repositories import leads as leads_repo

log = logging.getLogger(__name__)
_USE_V2 = os.getenv("DIALWAVE_V2", "false").lower() == "true"


def push_territory_list(rep_email: str, territory: str) -> str:
    phones = [lead.phone for lead in leads_repo.callable_in(territory)]
    if _USE_V2:
        v2 = DialwaveV2Client()
        created = v2.create_call_list(owner_id=rep_email, name=f"{territory} – auto")
        return created["id"]

    client = DialwaveClient(api_key=os.environ["DIALWAVE_API_KEY"])
    created = client.create_contact_list(rep_email, name=f"{territory} – auto", owner_email=rep_email)
    try:
        client.add_contacts(rep_email, created["id"], phones)
    except DialwaveError as exc:
        if exc.status == 502:
            log.info("dialwave idp flaked while adding contacts, job will retry")
        for path, msg in exc.field_errors().items():
            log.warning("rejected contact %s: %s", path, msg)
        raise
    return created["id"]
