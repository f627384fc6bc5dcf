import pytest
import responses
from django.core.management import CommandError, call_command

from dialer.models import ContactList

pytestmark = pytest.mark.django_db


@responses.activate
def test_import_lists(dialwave_base):
    responses.get(
        f"{dialwave_base}/contact-lists?page=1",
        json={"data": [{"id": "cl_7", "name": "Round Rock", "owner_email": "sam@northwindsolar.com"}]},
    )
    call_command("import_dialwave_lists", "--as-user-id", "00uABC")
    assert ContactList.objects.get(remote_id="cl_7").name == "Round Rock"


@responses.activate
def test_import_lists_unknown_okta_user(dialwave_base):
    responses.get(f"{dialwave_base}/contact-lists", status=404, json={"error": "user not found"})
    with pytest.raises(CommandError, match="user not found"):
        call_command("import_dialwave_lists", "--as-user-id", "00uMISSING")
