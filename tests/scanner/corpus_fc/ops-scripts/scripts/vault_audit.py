#!/usr/bin/env python3
"""List secrets under secret/platform/ that have not been rotated in 180 days."""
import datetime as dt
import os

import hvac

client = hvac.Client(url=os.environ.get("VAULT_ADDR", "https://vault.service.consul:8200"),
                     token=os.environ["VAULT_TOKEN"])
cutoff = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=180)

for name in client.secrets.kv.v2.list_secrets(path="platform")["data"]["keys"]:
    meta = client.secrets.kv.v2.read_secret_metadata(path=f"platform/{name}")["data"]
    updated = dt.datetime.fromisoformat(meta["updated_time"].replace("Z", "+00:00"))
    if updated < cutoff:
        print(f"{name}: last rotated {updated.date()}")
