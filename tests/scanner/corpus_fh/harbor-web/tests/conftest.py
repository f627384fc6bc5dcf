import pytest


@pytest.fixture(scope="module")
def vcr_config():
    return {
        # never commit credentials into cassettes
        "filter_headers": ["authorization", "x-api-key", "x-user-email"],
        "decode_compressed_response": True,
        "match_on": ["method", "scheme", "host", "path", "query"],
    }


@pytest.fixture(scope="module")
def vcr_cassette_dir(request):
    return "tests/cassettes"


@pytest.fixture
def segment(db):
    from contacts.models import Member, Segment

    seg = Segment.objects.create(name="Q4 renewals", dialable=True)
    Member.objects.create(segment=seg, email="a@example.com", phone="+14155550101")
    Member.objects.create(segment=seg, email="b@example.com", phone="+14155550102")
    return seg
