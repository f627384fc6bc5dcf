"""`migrate run RECIPE`: run a recipe in a terminal or a CI job.

A thin layer over `callbridge.recipe`: it resolves inputs, opens the connection, drives the
Runner and prints each step as it finishes. Exit codes: 0 success, 1 a step failed, 2 usage,
recipe or input error, 3 a destructive step needs a confirmation nobody could give, 130
interrupted (Ctrl-C; the run can be resumed).
"""

from __future__ import annotations

import json
import os
import sys
from typing import TYPE_CHECKING, Any, NoReturn

import click

from callbridge._terminal import shown
from callbridge.cli._errors import cli_errors
from callbridge.cli._globals import output
from callbridge.cli._options import connection_options, contract_options, open_connection
from callbridge.cli._text import plural

if TYPE_CHECKING:
    from callbridge.api import Client
    from callbridge.progress import Progress
    from callbridge.recipe import ConfirmRequest, Plan, Recipe, RunEvent, RunResult, StepResult

EXIT_RECIPE = 2
EXIT_INTERRUPTED = 130


def interactive() -> bool:
    """A person at a terminal: prompts and colors are allowed. Never in CI."""
    if os.environ.get("CI"):
        return False
    return sys.stdin.isatty() and sys.stdout.isatty()


def _short(value: Any, width: int = 100) -> str:
    text = json.dumps(value, separators=(",", ":"), default=str)
    return text if len(text) <= width else text[: width - 1] + "…"


def _error_text(result: StepResult) -> str:
    error = result.error
    if error is None:
        return ""
    text = shown(error.message)
    if error.code:
        text = f"{shown(error.code)} (HTTP {error.status}): {text}"
    for detail in error.details:
        text += f"\n      {shown(detail.get('path'))}: {shown(detail.get('message'))}"
    if error.request_id:
        text += f"\n      request id: {shown(error.request_id)}"
    return text


MARKS = {"succeeded": "ok", "failed": "FAILED", "skipped": "skipped"}
# A for_each with more items (or a stream) shows progress on stderr and only its failed
# items, instead of a line per item.
ITEM_LINES = 50


class Printer:
    """Human progress lines; colours as --color, NO_COLOR and FORCE_COLOR say."""

    def __init__(self, color: bool) -> None:
        self.color = color
        self.progress: Progress | None = None

    def style(self, text: str, **kw: Any) -> str:
        return click.style(text, **kw) if self.color else text

    def __call__(self, event: RunEvent) -> None:
        if event.kind == "warning":
            click.echo(self.style(f"  warning: {shown(event.message)}", fg="yellow"), err=True)
            return
        if event.kind == "items_started" and (event.total is None or event.total > ITEM_LINES):
            from callbridge.progress import Words, choose

            label = f"{event.step_id}:"
            self.progress = choose(sys.stderr, Words("items", label, label, f"{label} no items"))
            self.progress.start(event.total)
            return
        result = event.result
        if result is None:
            return
        if event.kind == "item_finished":
            if self.progress is not None:
                self.progress.advance()
                if result.status != "failed":
                    return
            status = MARKS.get(result.status, result.status)
            line = f"  {result.id}[{result.item}] {status}"
            if result.status == "succeeded":
                line += f"  {_short(result.outputs, 80)}"
            click.echo(self.style(line, fg="red") if result.status == "failed" else line)
            if result.error:
                click.echo(f"    {_error_text(result)}")
        elif event.kind == "step_finished":
            if self.progress is not None:
                self.progress.finish()
                self.progress = None
            self.step(result)

    def step(self, result: StepResult) -> None:
        status = MARKS.get(result.status, result.status.replace("_", " "))
        head = f"{result.id} ({result.action}, {result.effect.value})"
        if result.items is not None:
            head += f" x{result.items}"
        colour = {"succeeded": "green", "failed": "red", "skipped": "bright_black"}.get(
            result.status, "yellow"
        )
        line = f"{self.style(status, fg=colour, bold=True)}  {head}"
        if result.status == "succeeded" and result.items is None:
            line += f"  {_short(result.outputs)}"
        if result.continued:
            line += "  (on_error: continue)"
        click.echo(line)
        if result.error is not None:
            click.echo(f"    {_error_text(result)}")
            if output().quiet:  # stdout is silenced: the failure is an error line
                click.echo(f"error: step {result.id} failed: {_error_text(result)}", err=True)
        if result.succeeded_items is not None:
            click.echo(f"    items that succeeded: {result.succeeded_items}")


def confirm_prompt(request: ConfirmRequest) -> bool:
    """Ask a person before a destructive step, showing what it will send."""
    count = f" for {plural(request.items, 'item')}" if request.items is not None else ""
    click.echo(f"\nstep {request.step_id} ({request.action}) is {request.effect.value}{count}:")
    click.echo(f"  {shown(request.summary)}")
    for rendered in request.requests[:5]:
        body = f" {_short(rendered.body, 80)}" if rendered.body is not None else ""
        click.echo(f"  {rendered.method} {shown(rendered.path)}{body}")
    if len(request.requests) > 5:
        click.echo(f"  … and {len(request.requests) - 5} more")
    try:
        return click.confirm("Go ahead?", default=False)
    except click.Abort:  # Ctrl-C or end of input at the prompt: a no
        click.echo()
        return False


def print_plan(plan: Plan, printer: Printer) -> None:
    click.echo(f"plan {plan.run_id} for recipe {plan.recipe} (nothing below is written)")
    for step in plan.steps:
        effect = step.effect.value
        if step.needs_confirmation:
            effect = printer.style(f"{effect.upper()}: needs confirmation", fg="red", bold=True)
        items = f" x{step.items}" if step.items is not None else ""
        if step.skipped:
            click.echo(f"skip  {step.id} ({step.action}): condition is false")
            continue
        condition = "  (if: depends on a write)" if step.condition == "depends on a write" else ""
        click.echo(f"step  {step.id} ({step.action}, {effect}){items}{condition}")
        for warning in step.warnings:
            click.echo(printer.style(f"  warning: {shown(warning)}", fg="yellow"))
        if step.source is not None:
            click.echo(f"  items from {step.source}: {step.items} read, first:")
            for item in step.first_items:
                click.echo(f"    {shown(_short(item, 90))}")
        for call in step.calls:
            label = "" if call.item is None else f"[{call.item}] "
            if call.request is not None:
                req = call.request
                body = f" {_short(req.body, 90)}" if req.body is not None else ""
                click.echo(f"  {label}would send {req.method} {req.path}{body}")
                if req.note:
                    click.echo(f"      {shown(req.note)}")
                if req.idempotency_key:
                    click.echo(f"      Idempotency-Key: {req.idempotency_key}")
            elif call.status == "ran":
                click.echo(f"  {label}read: {_short(call.outputs, 90)}")
            elif call.status == "deferred":
                click.echo(f"  {label}runs after the writes it depends on")
            elif call.error is not None:
                message = call.error.message
                if call.error.code:
                    message = f"{call.error.code}: {message}"
                if call.error.request_id:
                    message += f" [request id {call.error.request_id}]"
                click.echo(printer.style(f"  {label}failed: {shown(message)}", fg="red"))
        if step.source is not None and isinstance(step.items, int) and step.items > len(step.calls):
            rest = step.items - len(step.calls)
            click.echo(f"  … and {rest} more calls (arguments checked, not shown)")
    if plan.outputs:
        click.echo("outputs:")
        for name, value in plan.outputs.items():
            note = "  (depends on a write)" if name in plan.pending_outputs else ""
            click.echo(f"  {name}: {_short(value)}{note}")


# Failures a second attempt with the same inputs can get past: the service was unavailable
# or busy, the network failed, or the key was refused or lacked a scope (another key may do).
_RETRYABLE_STATUSES = frozenset({401, 408, 423, 425, 429})
_RETRYABLE_CODES = frozenset({"delivery_in_progress", "rate_limited", "insufficient_scope"})


def resume_helps(result: RunResult) -> bool:
    """Whether `--resume` can finish this run as it is (else the inputs or recipe must change)."""
    if result.status in ("needs_confirmation", "declined"):
        return True
    failed = [step for step in result.steps if step.status == "failed" and not step.continued]
    for step in failed:
        error = step.error
        if error is None:  # a for_each step whose items failed: they may fail for any reason
            return True
        if error.status is None:  # no answer: a network failure, a file, an expectation
            return (
                error.code is None
                and "expectation" not in error.message
                and _transport(error.message)
            )
        if error.status >= 500 or error.status in _RETRYABLE_STATUSES:
            return True
        if error.code in _RETRYABLE_CODES:
            return True
    return False


def _transport(message: str) -> bool:
    lowered = message.lower()
    return any(word in lowered for word in ("connect", "timed out", "timeout", "network"))


def print_summary(result: RunResult) -> None:
    if result.outputs:
        click.echo("outputs:")
        for name, value in result.outputs.items():
            click.echo(f"  {name}: {_short(value)}")
    click.echo(f"status: {result.status}  run: {result.run_id}  journal: {result.journal}")
    if result.status == "succeeded":
        return
    if resume_helps(result):
        confirm = " --yes" if result.status in ("needs_confirmation", "declined") else ""
        click.echo(f"resume with: migrate run --resume {result.run_id}{confirm}", err=True)
    else:
        click.echo(
            "resuming would fail the same way: fix the inputs or the recipe and start a new "
            "run (steps that succeeded are not undone)",
            err=True,
        )


def interrupted(result: RunResult, as_json: bool) -> NoReturn:
    """Ctrl-C during a run: the journal holds every finished step, so it can be resumed."""
    if as_json:
        click.echo(json.dumps({**result.as_dict(), "status": "interrupted"}, indent=2, default=str))
    click.echo(f"\ninterrupted: resume with: migrate run --resume {result.run_id}", err=True)
    raise click.exceptions.Exit(EXIT_INTERRUPTED)


def load_and_resolve(
    recipe_ref: str, inputs: tuple[str, ...], inputs_file: str | None
) -> tuple[Recipe, dict[str, Any]]:
    from callbridge.recipe import resolve_inputs
    from callbridge.recipe.checks import checked_recipe

    recipe = checked_recipe(recipe_ref)
    return recipe, resolve_inputs(recipe, raw_inputs(inputs, inputs_file))


def check_resume_inputs(
    resume_id: str,
    recipe_ref: str | None,
    given: dict[str, Any],
    journal_dir: str,
    allow_change: bool,
) -> None:
    """Refuse, before anything runs, a resume whose inputs differ from the journal's."""
    from pathlib import Path

    from callbridge.recipe import JournalError, load_recipe
    from callbridge.recipe.checks import changed_inputs, refuse_changes_used
    from callbridge.recipe.journal import read_journal

    if not given:
        return
    state = read_journal(Path(journal_dir), resume_id)
    recipe = load_recipe(recipe_ref or state.recipe_source)
    changed = changed_inputs(recipe, state.inputs, given)
    refuse_changes_used(recipe, state, changed)
    if changed and not allow_change:
        names = ", ".join(changed)
        raise JournalError(
            f"run {resume_id} started with other values of {names}; a resumed run keeps its "
            "inputs, because its writes are keyed by run, step and item and the journal "
            "holds what they sent. Start a new run with the new values, or pass "
            "--allow-input-change if only steps that have not run yet read them (see docs/recipes.md)"
        )


def raw_inputs(inputs: tuple[str, ...], inputs_file: str | None) -> dict[str, Any]:
    from callbridge.recipe import parse_assignments, read_inputs_file

    raw: dict[str, Any] = read_inputs_file(inputs_file) if inputs_file else {}
    raw.update(parse_assignments(list(inputs)))
    return raw


def fail_recipe(exc: Exception, as_json: bool) -> NoReturn:
    """A recipe, input or journal error: a message (and JSON when asked), exit 2.

    Every problem of an invalid recipe is a line of its own, as `recipe validate` prints
    them; each is escaped alone, so a newline inside one cannot forge another.
    """
    from callbridge.recipe import RecipeFormatError

    if isinstance(exc, RecipeFormatError) and exc.problems:
        lines = [shown(problem.render(exc.source)) for problem in exc.problems]
    else:
        lines = [shown(exc)]
    if as_json:
        invalid: dict[str, Any] = {"run_id": None, "status": "invalid", "steps": [], "outputs": {}}
        click.echo(json.dumps({**invalid, "error": "\n".join(lines)}))
    for line in lines:
        click.echo(f"error: {line}", err=True)
    raise click.exceptions.Exit(EXIT_RECIPE)


def show_plan(recipe: Recipe, values: dict[str, Any], client: Client, as_json: bool) -> NoReturn:
    """Plan a run and print it; exit 0, or 1 when a read the plan ran failed."""
    from callbridge.recipe import RecipeError, plan
    from callbridge.recipe.checks import key_warnings

    try:
        planned = plan(recipe, values, client)
    except RecipeError as exc:
        fail_recipe(exc, as_json)
    cannot = key_warnings(recipe, values, client.me())
    if as_json:
        click.echo(json.dumps({**planned.as_dict(), "keyWarnings": cannot}, indent=2, default=str))
    else:
        printer = Printer(color=output().use_color())
        for warning in cannot:
            click.echo(printer.style(f"warning: {warning}", fg="yellow"))
        print_plan(planned, printer)
    raise click.exceptions.Exit(0 if planned.ok else 1)


def input_options(command: Any) -> Any:
    command = click.option(
        "--inputs-file",
        type=click.Path(dir_okay=False, exists=True),
        help="YAML or JSON mapping of input names to values.",
    )(command)
    command = click.option(
        "--input",
        "-i",
        "inputs",
        multiple=True,
        metavar="NAME=VALUE",
        help="An input value; repeat for several (lists: a,b,c or a JSON array).",
    )(command)
    return command


@click.command()
@click.argument("recipe", required=False)
@input_options
@click.option("--dry-run", is_flag=True, help="Plan only: run reads, show writes, send none.")
@click.option("--yes", "-y", is_flag=True, help="Confirm destructive steps up front.")
@click.option("--resume", "resume_id", metavar="RUN_ID", help="Continue a failed or stopped run.")
@click.option(
    "--allow-input-change",
    is_flag=True,
    help="With --resume: accept changed inputs that only steps not yet run read.",
)
@click.option("--json", "as_json", is_flag=True, help="Print one JSON object at the end.")
@click.option(
    "--journal-dir",
    type=click.Path(file_okay=False),
    default=".callbridge/runs",
    show_default=True,
    help="Where run journals are written (and read by --resume).",
)
@click.option(
    "--concurrency",
    type=click.IntRange(1, 64),
    default=None,
    metavar="N",
    help="Most for_each items in flight at once in any step (caps `concurrency: auto` too).",
)
@connection_options
@contract_options
def run(
    recipe: str | None,
    inputs: tuple[str, ...],
    inputs_file: str | None,
    dry_run: bool,
    yes: bool,
    resume_id: str | None,
    allow_input_change: bool,
    as_json: bool,
    journal_dir: str,
    concurrency: int | None,
    base_url: str | None,
    api_key_file: str | None,
) -> None:
    """Run RECIPE (a file, or the name of a built-in recipe; see `migrate recipe list`).

    Every write carries an idempotency key derived from the run, the step and the item, and
    every step is journaled, so `--resume RUN_ID` finishes a failed run without applying any
    write twice. A resumed run keeps the inputs it started with; changed inputs are refused
    unless --allow-input-change. Running the same recipe again without --resume is a new run:
    its writes are new (a second list is created). Destructive steps (deletions, membership removal, secret rotation) need
    `--yes` or an answer at the prompt; without a terminal (or with CI set) the run stops
    before them with exit code 3.

    \b
    Exit codes: 0 success, 1 a step failed, 2 usage/recipe/input error,
    3 confirmation needed, 130 interrupted (resume with --resume RUN_ID).
    """
    from callbridge.recipe import RecipeError, Runner

    if recipe is None and resume_id is None:
        raise click.UsageError("give a RECIPE, or --resume RUN_ID")
    if dry_run and resume_id:
        raise click.UsageError("--dry-run plans a new run; it cannot be combined with --resume")
    if allow_input_change and not resume_id:
        raise click.UsageError("--allow-input-change goes with --resume RUN_ID")
    printer = Printer(color=output().use_color())
    with cli_errors():
        try:
            if resume_id is None:
                assert recipe is not None
                loaded, values = load_and_resolve(recipe, inputs, inputs_file)
            else:
                given = raw_inputs(inputs, inputs_file)
                check_resume_inputs(resume_id, recipe, given, journal_dir, allow_input_change)
        except RecipeError as exc:
            fail_recipe(exc, as_json)
        with open_connection(base_url, api_key_file) as connection:
            if dry_run:
                show_plan(loaded, values, connection.client, as_json)
            options: dict[str, Any] = {
                "confirm": confirm_prompt if interactive() else None,
                "assume_yes": yes,
                "on_event": None if as_json else printer,
                # the bulk importer sends concurrently and retries by itself
                "async_client": lambda: connection.async_client(max_retries=0),
                "concurrency": concurrency,
            }
            try:
                if resume_id is not None:
                    from callbridge.recipe import load_recipe

                    runner = Runner.resume(
                        resume_id,
                        connection.client,
                        journal_dir=journal_dir,
                        inputs=raw_inputs(inputs, inputs_file),
                        recipe=load_recipe(recipe) if recipe else None,
                        **options,
                    )
                else:
                    runner = Runner(
                        loaded, values, connection.client, journal_dir=journal_dir, **options
                    )
            except RecipeError as exc:
                fail_recipe(exc, as_json)
            if not as_json:
                click.echo(f"run {runner.run_id}: {runner.recipe.name} against {connection.target}")
            try:
                result = runner.run_to_end()
            except KeyboardInterrupt:
                interrupted(runner.result(), as_json)
            except RecipeError as exc:  # the journal cannot be written
                fail_recipe(exc, as_json)
        if as_json:
            click.echo(json.dumps(result.as_dict(), indent=2, default=str))
        else:
            print_summary(result)
        raise click.exceptions.Exit(result.exit_code)
