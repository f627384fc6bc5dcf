"""`migrate completion SHELL`: the shell completion script, from click's own completion."""

from __future__ import annotations

import click

SHELLS = ("bash", "zsh", "fish")


@click.command()
@click.argument("shell", type=click.Choice(SHELLS))
@click.pass_context
def completion(ctx: click.Context, shell: str) -> None:
    """Print the completion script for SHELL; load it from your shell's start-up file.

    \b
    bash: eval "$(migrate completion bash)"       in ~/.bashrc
    zsh:  eval "$(migrate completion zsh)"        in ~/.zshrc
    fish: migrate completion fish | source        in ~/.config/fish/config.fish
    """
    from click.shell_completion import get_completion_class

    root = ctx.find_root()
    prog = root.info_name or "migrate"
    variable = f"_{prog.replace('-', '_').replace('.', '_').upper()}_COMPLETE"
    shell_class = get_completion_class(shell)
    assert shell_class is not None  # click ships all three
    click.echo(shell_class(root.command, {}, prog, variable).source())
