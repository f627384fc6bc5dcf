import logging

from .client import CallHarborClient
from .config import settings
from .errors import ApiDisabled, UserNotProvisioned
from .notify import send_summary
from .zoho import call_ready_leads

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("chsync")


def run():
    client = CallHarborClient()
    summary = []
    for territory, list_id in settings.territory_lists:
        contacts = [
            {"phone": lead.get("Mobile") or lead["Phone"], "external_id": lead["id"]}
            for lead in call_ready_leads(territory)
            if lead.get("Mobile") or lead.get("Phone")
        ]
        if not contacts:
            summary.append(f"{territory}: nothing to push")
            continue
        try:
            client.add_contacts(list_id, contacts)
            summary.append(f"{territory}: pushed {len(contacts)} to list {list_id}")
        except UserNotProvisioned:
            summary.append(f"{territory}: acting user {settings.acting_email} missing in CallHarbor")
        except ApiDisabled:
            summary.append("CallHarbor public API disabled; aborting")
            break
    log.info("\n".join(summary))
    send_summary(summary)


if __name__ == "__main__":
    run()
