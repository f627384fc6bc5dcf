from crm_sync import settings
from .base import DialerAdapter


def get_adapter() -> DialerAdapter:
    if settings.DIALER_BACKEND == "phoneburst":
        from .legacy_phoneburst import PhoneBurstAdapter
        return PhoneBurstAdapter(**settings.PHONEBURST)
    from .talkrail import TalkrailAdapter
    return TalkrailAdapter(**settings.TALKRAIL)
