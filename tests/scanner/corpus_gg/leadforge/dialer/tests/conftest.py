import pytest
import responses

DIALWAVE = "https://api.dialwave.test/api/public/v1"


@pytest.fixture
def dialwave_base():
    return DIALWAVE


@pytest.fixture
def dialwave_headers():
    return {
        "x-api-key": "test-key",
        "x-user-email": "pytest@northwindsolar.com",
    }


@pytest.fixture
def mocked():
    with responses.RequestsMock(assert_all_requests_are_fired=False) as rsps:
        yield rsps


@pytest.fixture
def lead(db):
    from dialer.models import Lead

    return Lead.objects.create(
        first_name="Dana", phone="+15125550100", owner_email="dana@northwindsolar.com", company="Cedar Farms"
    )


@pytest.fixture
def contact_list(db):
    from dialer.models import ContactList

    return ContactList.objects.create(remote_id="cl_100", name="Austin Q3", owner_email="dana@northwindsolar.com")
