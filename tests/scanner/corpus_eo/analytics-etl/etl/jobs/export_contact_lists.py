"""Daily snapshot of DialPond contact lists into Snowflake."""
import argparse
import logging
from datetime import datetime, timezone

import pandas as pd
from dotenv import load_dotenv

from etl.dialpond import DialPondClient, DialPondApiDisabled
from etl.load.snowflake_loader import write_frame

log = logging.getLogger("export_contact_lists")


def main() -> None:
    load_dotenv()
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=None, help="optional parquet path")
    args = ap.parse_args()

    client = DialPondClient()
    try:
        rows = list(client.iter_contact_lists())
    except DialPondApiDisabled:
        log.error("DialPond public API is switched off for our account; skipping snapshot")
        return

    df = pd.json_normalize(rows)
    df = df.rename(columns={"id": "list_id", "contact_count": "n_contacts"})
    df["snapshot_at"] = datetime.now(timezone.utc)
    df["created_at"] = pd.to_datetime(df["created_at"], utc=True)
    log.info("fetched %d contact lists", len(df))

    if args.out:
        df.to_parquet(args.out, index=False)
    write_frame(df, table="CONTACT_LISTS", schema="DIALPOND")


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
