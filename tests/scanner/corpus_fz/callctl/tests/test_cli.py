from click.testing import CliRunner

from callctl import cli


def test_help_lists_commands():
    result = CliRunner().invoke(cli.main, ["--help"])
    assert result.exit_code == 0
    for cmd in ("lists", "add", "drop"):
        assert cmd in result.output


def test_missing_key_exits(monkeypatch):
    monkeypatch.delenv("CALLCTL_API_KEY", raising=False)
    monkeypatch.setattr("callctl.config.CONFIG_PATH", __import__("pathlib").Path("/nonexistent"))
    result = CliRunner().invoke(cli.main, ["lists", "ls"])
    assert result.exit_code != 0
    assert "No API key" in result.output
