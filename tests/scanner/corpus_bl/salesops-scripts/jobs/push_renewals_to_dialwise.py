#!/usr/bin/env python3
"""Push renewal opportunities from Salesforce into per-agent DialWise call lists.

Usage:
    python -m jobs.push_renewals_to_dialwise --days 30 [--dry-run]
"""
import logging
import os

import click
from simple_salesforce import Salesforce

from dialwise.errors import DialWiseUserNotFound
from dialwise.lists import ContactLists
from dialwise.session import DialWiseSession

log = logging.getLogger("push_renewals")

SOQL = """
SELECT Id, Account.Name, Account.Phone, Owner.Email, Policy_Number__c
FROM Opportunity
WHERE Type = 'Renewal' AND IsClosed = false AND CloseDate = NEXT_N_DAYS:{days}
"""


@click.command()
@click.option("--days", default=30)
@click.option("--dry-run", is_flag=True)
def main(days, dry_run):
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    sf = Salesforce(
        username=os.environ["SF_USERNAME"],
        password=os.environ["SF_PASSWORD"],
        security_token=os.environ["SF_SECURITY_TOKEN"],
    )
    rows = sf.query_all(SOQL.format(days=days))["records"]
    by_owner = {}
    for r in rows:
        if not r["Account"]["Phone"]:
            continue
        by_owner.setdefault(r["Owner"]["Email"], []).append(
            {
                "phone": r["Account"]["Phone"],
                "first_name": r["Account"]["Name"],
                "external_id": r["Policy_Number__c"],
            }
        )

    base = DialWiseSession()
    for owner, contacts in by_owner.items():
        lists = ContactLists(base.act_as(owner))
        name = f"Renewals next {days}d"
        if dry_run:
            log.info("[dry-run] would push %d contacts for %s", len(contacts), owner)
            continue
        try:
            target = lists.by_name(name) or lists.create(name)
            n = lists.add_phones(target["id"], contacts)
            log.info("pushed %d contacts for %s", n, owner)
        except DialWiseUserNotFound:
            log.warning("%s has no DialWise seat", owner)


if __name__ == "__main__":
    main()
