import responses
from click.testing import CliRunner

from scripts.import_leads import main

LIST_URL = "https://api.dialstream.net/api/public/v1/contact-lists/cl_1/contacts"


@responses.activate
def test_imports_in_batches(tmp_path):
    csv_file = tmp_path / "leads.csv"
    csv_file.write_text("name,phone\nAna,+15125550100\nBo,+15125550101\n")
    responses.add(responses.POST, LIST_URL, json={"added": 2}, status=201)

    result = CliRunner().invoke(main, ["--list", "cl_1", str(csv_file)])

    assert result.exit_code == 0, result.output
    assert responses.calls[0].request.headers["x-user-email"] == "sync-bot@quillonsolar.com"


@responses.activate
def test_missing_list_exits(tmp_path):
    csv_file = tmp_path / "leads.csv"
    csv_file.write_text("name,phone\nAna,+15125550100\n")
    responses.add(responses.POST, LIST_URL, json={"error": "contact list not found"}, status=404)

    result = CliRunner().invoke(main, ["--list", "cl_1", str(csv_file)])

    assert result.exit_code != 0
    assert "does not exist" in result.output


@responses.activate
def test_503_means_api_switched_off(tmp_path):
    csv_file = tmp_path / "leads.csv"
    csv_file.write_text("name,phone\nAna,+15125550100\n")
    responses.add(responses.POST, LIST_URL, json={"error": "API disabled on the server"}, status=503)

    result = CliRunner().invoke(main, ["--list", "cl_1", str(csv_file)])
    assert "switched off" in result.output
