"""`migrate config list|get|set`: the profiles `migrate login` wrote, keys never shown."""

from __future__ import annotations

import json

import click

from callbridge.cli._errors import cli_errors


@click.group()
def config() -> None:
    """Show or change profiles in the config file (see `migrate login`).

    Which base URL and key a command uses: flags, then CALLBRIDGE_BASE_URL and
    CALLBRIDGE_API_KEY, then the profile (--profile NAME, CALLBRIDGE_PROFILE, else the one
    named 'default'), then the embedded sandbox. `migrate whoami --verbose` shows the choice.
    """


@config.command(name="list")
@click.option("--json", "as_json", is_flag=True, help="Print the profiles as JSON.")
def list_(as_json: bool) -> None:
    """List profiles: base URL and where the key is kept (never the key)."""
    from callbridge.profiles import config_dir, load_profiles

    with cli_errors():
        profiles = load_profiles()
        rows = {
            name: {"base_url": p.base_url, "key": p.key_store or "none"}
            for name, p in sorted(profiles.items())
        }
        if as_json:
            click.echo(json.dumps({"config_dir": str(config_dir()), "profiles": rows}, indent=2))
            return
        click.echo(f"config file: {config_dir() / 'config.toml'}")
        if not rows:
            click.echo("no profiles yet: create one with `migrate login`")
        for name, row in rows.items():
            click.echo(f"{name}  base_url={row['base_url'] or '-'}  key={row['key']}")


@config.command()
@click.argument("setting")
@click.option("--profile", "name", default="default", show_default=True, help="Profile name.")
def get(setting: str, name: str) -> None:
    """Print SETTING (base_url) of a profile."""
    from callbridge.api import ConfigurationError
    from callbridge.profiles import PROFILE_SETTINGS, load_profiles

    with cli_errors():
        if setting not in PROFILE_SETTINGS:
            raise ConfigurationError(
                f"unknown setting {setting!r}; settings: {', '.join(PROFILE_SETTINGS)}"
            )
        found = load_profiles().get(name)
        if found is None or getattr(found, setting) is None:
            raise ConfigurationError(f"profile {name!r} has no {setting}")
        click.echo(getattr(found, setting))


@config.command(name="set")
@click.argument("setting")
@click.argument("value")
@click.option("--profile", "name", default="default", show_default=True, help="Profile name.")
def set_(setting: str, value: str, name: str) -> None:
    """Set SETTING (base_url) of a profile to VALUE; the key is set by `migrate login`."""
    from callbridge.api._config import resolve_base_url
    from callbridge.profiles import set_setting

    with cli_errors():
        if setting == "base_url":
            value = resolve_base_url(value)
        path = set_setting(name, setting, value)
        click.echo(f"profile {name}: {setting} = {value} ({path})")
