"""Delete stale nwh-* contact lists and dedupe phones in the rest."""
import datetime as dt
import logging

import click

from . import settings
from .client import TalkvaneClient
from .errors import TalkvaneApiDisabled, TalkvaneUserNotFound, describe_details

log = logging.getLogger("cleanup")


@click.command()
@click.option("--days", default=45, show_default=True)
@click.option("--dry-run", is_flag=True)
def main(days: int, dry_run: bool) -> None:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    client = TalkvaneClient()
    cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=days)
    try:
        for lst in client.lists():
            if not lst["name"].startswith(settings.LIST_PREFIX):
                continue
            updated = dt.datetime.fromisoformat(lst["updatedAt"].replace("Z", "+00:00"))
            if updated < cutoff:
                log.info("deleting %s (%s), last update %s", lst["name"], lst["id"], updated)
                if not dry_run:
                    client.delete_list(lst["id"])
    except TalkvaneUserNotFound:
        raise SystemExit(f"{settings.ACTING_USER_EMAIL} is not a Talkvane user; fix TALKVANE_USER_EMAIL")
    except TalkvaneApiDisabled as exc:
        raise SystemExit(f"Talkvane API disabled: {exc.message} {describe_details(exc)}")


if __name__ == "__main__":
    main()
