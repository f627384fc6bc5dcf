import os

from .client_v1 import LegacyCallbrookClient
from .client_v2 import CallbrookClient
from .flags import use_v2


def get_callbrook_client():
    if use_v2():
        return CallbrookClient(os.environ["CALLBROOK_V2_KEY"])
    return LegacyCallbrookClient(
        api_key=os.environ["CALLBROOK_API_KEY"],
        acting_email=os.environ.get("CALLBROOK_ACTING_EMAIL"),
    )
