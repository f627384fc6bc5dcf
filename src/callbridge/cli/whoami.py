"""`migrate whoami`: the credential behind the configured key (GET /me)."""

from __future__ import annotations

import json

import click

from callbridge._terminal import shown
from callbridge.cli._errors import cli_errors
from callbridge.cli._options import connection_options, contract_options, open_connection


@click.command()
@connection_options
@contract_options
@click.option("--json", "as_json", is_flag=True, help="Print the credential as JSON.")
def whoami(base_url: str | None, api_key_file: str | None, as_json: bool) -> None:
    """Show the credential behind the configured key: workspace, kind, owner and scopes.

    The key itself is only ever shown masked. Use this first after creating a v2 key:
    it proves the key, the base URL and the environment match. With --verbose it also says
    where the base URL and the key came from (flag, environment, profile or the embedded
    sandbox, in that order of precedence).
    """
    from callbridge.cli._globals import output

    verbose = output().verbose
    with cli_errors():
        with open_connection(base_url, api_key_file) as connection:
            credential = connection.client.me()
        if as_json:
            data = credential.model_dump(mode="json", by_alias=True)
            data["key"] = connection.masked_key
            data["target"] = connection.target
            if verbose:
                data["sources"] = connection.sources
            click.echo(json.dumps(data, indent=2))
            return
        allowed = ", ".join(credential.allowed_user_ids) or "all owners of the workspace"
        rows = [
            ("target", connection.target),
            ("key", connection.masked_key),
            ("credential", credential.credential_id),
            ("workspace", credential.workspace_id),
            ("kind", str(credential.kind)),
            ("owner", credential.owner_id or "-"),
            ("allowed users", allowed if credential.kind == "workspace" else "-"),
            ("scopes", " ".join(str(s) for s in credential.scopes) or "(none)"),
            ("environment", str(credential.environment)),
            ("api version", credential.api_version),
        ]
        if verbose:
            rows += [(f"{what} from", where) for what, where in connection.sources.items()]
            rows.append(("precedence", "flags > environment > profile > embedded sandbox"))
        width = max(len(name) for name, _ in rows)
        for name, value in rows:
            click.echo(f"{name.ljust(width)}  {shown(value)}")
