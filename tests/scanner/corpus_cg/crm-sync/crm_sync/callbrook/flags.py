import os

import ldclient
from ldclient import Context

FLAG_KEY = "callbrook-v2-client"


def use_v2(org_id: str = "kestrel") -> bool:
    """True when the v2 Callbrook client should be used."""
    env = os.environ.get("USE_CALLBROOK_V2")
    if env is not None:
        return env.lower() in ("1", "true", "yes")
    client = ldclient.get()
    if not client.is_initialized():
        return False
    return bool(client.variation(FLAG_KEY, Context.create(org_id), False))
