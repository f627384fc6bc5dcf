import logging

from sales_sync import config
from sales_sync.crm import ready_to_call_accounts
from sales_sync.dialwise import DialwiseClient, DialwiseUserNotFound
from sales_sync.dialwise.errors import DialwiseDisabled

log = logging.getLogger("nightly")


def main() -> int:
    s = config.load()
    client = DialwiseClient(s.dialwise_base_url, s.dialwise_api_key, s.dialwise_acting_user)
    try:
        lists = {l["name"]: l["id"] for l in client.list_contact_lists()}
        for region, accounts in ready_to_call_accounts().items():
            name = f"ready-to-call/{region}"
            list_id = lists.get(name) or client.create_contact_list(name, s.dialwise_acting_user)["id"]
            client.add_contacts(list_id, [a.phone for a in accounts if a.phone])
    except DialwiseUserNotFound:
        log.error("acting user %s no longer exists in Dialwise (deactivated in Okta?)", s.dialwise_acting_user)
        return 2
    except DialwiseDisabled:
        log.error("Dialwise public API disabled for our workspace, skipping")
        return 0
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
