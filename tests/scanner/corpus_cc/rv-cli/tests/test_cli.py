import responses
from click.testing import CliRunner

from rvcli.main import cli

ENV = {"RV_HOST": "https://api.ringvale.test", "RV_API_KEY": "k", "RV_USER": "a@tallowbrook.com"}


@responses.activate
def test_ls_prints_lists():
    responses.get(
        "https://api.ringvale.test/api/public/v1/contact-lists",
        json=[{"id": 1, "name": "Q3 renewals", "contact_count": 12}],
    )
    result = CliRunner().invoke(cli, ["lists", "ls"], env=ENV)
    assert result.exit_code == 0
    assert "Q3 renewals" in result.output


@responses.activate
def test_disabled_api_message():
    responses.delete("https://api.ringvale.test/api/public/v1/contact-lists/3", status=503)
    result = CliRunner().invoke(cli, ["lists", "rm", "3", "--yes"], env=ENV)
    assert "disabled" in result.output


def test_missing_key_is_usage_error():
    result = CliRunner().invoke(cli, ["lists", "ls"], env={"RV_API_KEY": ""})
    assert result.exit_code == 2
