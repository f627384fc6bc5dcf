import pytest

from crm_sync.dialer.talkrail import TalkrailAdapter

TEST_BASE = "https://api.talkrail.io/api/public/v1"


@pytest.fixture
def adapter():
    return TalkrailAdapter(
        base_url=TEST_BASE,
        api_key="tr_7Hc2pLq9Vx4mRt8Kz1Nw5Ya3",
        acting_user="qa-bot@quillmark-solar.com",
        timeout=1,
    )
