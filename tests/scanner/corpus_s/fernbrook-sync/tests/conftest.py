import pytest

from app.ringlane.session import RinglaneSession
from app.ringlane.client import RinglaneClient

RINGLANE_TEST_KEY = "rl_Zq8vN3kPw7TfYb2LmX9cRd4H"
BASE = "https://api.ringlane.com/api/public/v1"


@pytest.fixture
def rl_client():
    session = RinglaneSession(api_key=RINGLANE_TEST_KEY, acting_user="qa@fernbrook.co", base_url=BASE)
    return RinglaneClient(session)
