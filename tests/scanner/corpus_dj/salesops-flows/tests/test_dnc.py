import responses

from flows.tasks.dnc import COMPLIANCE, fetch_dnc_numbers


@responses.activate
def test_fetch_dnc_numbers():
    responses.add(responses.GET, f"{COMPLIANCE}/dnc/numbers", json={"numbers": [{"phone_e164": "+13035550100"}]})
    assert fetch_dnc_numbers.fn() == {"+13035550100"}


@responses.activate
def test_503_is_maintenance():
    responses.add(responses.GET, f"{COMPLIANCE}/dnc/numbers", status=503)
    try:
        fetch_dnc_numbers.fn()
    except RuntimeError as e:
        assert "maintenance" in str(e)
