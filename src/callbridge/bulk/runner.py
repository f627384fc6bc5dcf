"""`run_import`: the whole import as one library call, for the CLI and for recipes.

Stages: read (structural pass) → plan (validate, dedupe, compare with the ledger) → send →
results. Nothing here knows about click or terminals: the caller passes a client factory,
a progress sink and, optionally, a callback that shows the plan.
"""

from __future__ import annotations

import asyncio
import contextlib
import shutil
import signal
import sqlite3
import tempfile
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from callbridge._private import private_dir
from callbridge.bulk.errors import ImportUsageError
from callbridge.bulk.ledger import Ledger
from callbridge.bulk.mapping import ColumnMapping, Field, load_mapping_file, resolve
from callbridge.bulk.owners import AMBIGUOUS, OwnerDirectory
from callbridge.bulk.pacing import AdaptiveConcurrency, backoff
from callbridge.bulk.phones import PhoneNormalizer, known_region
from callbridge.bulk.plan import ACTION, Plan, build, compare
from callbridge.bulk.progress import NoProgress, Progress
from callbridge.bulk.read import Source, prepare
from callbridge.bulk.results import Outcome, count, outcomes, write, write_summary
from callbridge.bulk.upload import Sender, SendStats
from callbridge.bulk.validate import EXTERNAL_ID, HASH, PAYLOAD

if TYPE_CHECKING:
    from callbridge.api import AsyncClient
    from callbridge.api.models import Member

ClientFactory = Callable[[], "AsyncClient"]
T = TypeVar("T")
DEFAULT_STATE_ROOT = Path(".callbridge") / "imports"
EXIT_OK, EXIT_FAILED, EXIT_USAGE, EXIT_INTERRUPTED = 0, 1, 2, 130


@dataclass
class ImportOptions:
    """The options of `migrate import`, usable without click (the recipe action's input)."""

    file: Path
    list_id: int | None = None
    mapping_file: Path | None = None
    external_id_column: str | None = None
    phone_column: str | None = None
    owner_id: str | None = None
    default_region: str = "US"
    dry_run: bool = False
    concurrency: int = 16
    results_dir: Path | None = None
    state_dir: Path | None = None
    full_resync: bool = False
    fail_on_invalid: bool = False
    allow_missing_owner: bool = False
    batch_rows: int = 200_000
    max_attempts: int = 8


@dataclass
class ImportSummary:
    """What happened; `as_dict()` is the content of `summary.json`."""

    plan: dict[str, Any]
    exit_code: int
    dry_run: bool
    state_dir: Path
    results_dir: Path | None = None
    outcome: Outcome | None = None
    interrupted: bool = False
    stopped_by: str | None = None
    files: dict[str, Path] = field(default_factory=dict)
    seconds: dict[str, float] = field(default_factory=dict)
    processed: int = 0
    send: SendStats | None = None

    @property
    def rows_per_second(self) -> float:
        elapsed = self.seconds.get("send", 0.0)
        return self.processed / elapsed if elapsed > 0 else 0.0

    def as_dict(self) -> dict[str, Any]:
        return {
            "exitCode": self.exit_code,
            "dryRun": self.dry_run,
            "interrupted": self.interrupted,
            "stoppedBy": self.stopped_by,
            "plan": self.plan,
            "outcome": self.outcome.as_dict() if self.outcome else None,
            "files": {name: str(path) for name, path in self.files.items()},
            "stateDir": str(self.state_dir),
            "seconds": {name: round(value, 3) for name, value in self.seconds.items()},
            "processedThisRun": self.processed,
            "rowsPerSecond": round(self.rows_per_second, 1),
            "requests": None if self.send is None else self.send.__dict__,
        }


def _flags(options: ImportOptions) -> dict[Field, str]:
    flags: dict[Field, str] = {}
    if options.external_id_column:
        flags["externalId"] = options.external_id_column
    if options.phone_column:
        flags["phoneNumber"] = options.phone_column
    return flags


def _rows(count: int) -> str:
    return f"{count} row" if count == 1 else f"{count} rows"


def _check(options: ImportOptions) -> None:
    if not known_region(options.default_region):
        raise ImportUsageError(
            f"--default-region {options.default_region!r} is not a known region code "
            "(two letters, e.g. US, GB, DE)"
        )
    if options.concurrency < 1:
        raise ImportUsageError("--concurrency must be at least 1")
    if options.list_id is not None and not 1 <= options.list_id <= 2_147_483_647:
        raise ImportUsageError("--list must be a list id between 1 and 2147483647")


def map_file(options: ImportOptions, workdir: Path) -> tuple[Source, ColumnMapping]:
    """Read the file's structure and decide which column feeds which field."""
    _check(options)
    source = prepare(options.file, workdir)
    mapping_file = load_mapping_file(options.mapping_file) if options.mapping_file else None
    return source, resolve(source.columns, mapping_file, _flags(options))


def plan_file(
    options: ImportOptions,
    workdir: Path,
    owners: OwnerDirectory | None = None,
    mapped: tuple[Source, ColumnMapping] | None = None,
) -> Plan:
    """Read, validate and dedupe the file (no ledger): the plan's first half.

    With `owners` (the members GET /users lists), owner cells and `--owner-id` are resolved
    to member ids; without, they are sent as written.
    """
    source, mapping = mapped or map_file(options, workdir)
    phones = PhoneNormalizer(options.default_region)
    default_owner = options.owner_id
    if owners is not None and options.owner_id is not None:
        default_owner = owners.resolve(options.owner_id)
        if default_owner in (None, AMBIGUOUS):
            known = ", ".join(owners.member_ids) or "none"
            raise ImportUsageError(
                f"--owner-id {options.owner_id!r} is not a member this key may assign "
                f"(members: {known}; `migrate users` lists them with names and emails)"
            )
    return build(
        source,
        mapping,
        phones,
        options.list_id,
        options.batch_rows,
        owners=owners,
        default_owner=default_owner,
    )


async def _members(client: AsyncClient) -> list[Member]:
    return [member async for member in client.users.iter(limit=100)]


def _new_without_owner(plan: Plan) -> tuple[int, int]:
    """(rows to upsert, of which the ledger never saw created and that name no owner)."""
    import polars as pl

    upserts = plan.rows.filter(pl.col(ACTION) == "upsert")
    unknown = pl.col("u_contact_id").is_null() if "u_contact_id" in upserts.columns else True
    ownerless = pl.lit(True)
    if plan.default_owner is not None:
        ownerless = pl.lit(False)
    elif "ownerId" in plan.mapping.columns:
        ownerless = pl.col(PAYLOAD).str.json_path_match("$.ownerId").is_null()
    return upserts.height, upserts.filter(unknown & ownerless).height


def _directory(path: Path, option: str, use: Callable[[], T]) -> T:
    """Create or open something in a directory the user named; a failure is a usage error."""
    try:
        private_dir(path)
        return use()
    except (OSError, sqlite3.Error) as exc:
        reason = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
        raise ImportUsageError(f"{option} {path}: cannot use it ({reason})") from exc


async def _read(call: Callable[[], Awaitable[T]], attempts: int) -> T:
    """A read before sending, retried like the sends (the client itself does not retry)."""
    from callbridge.api import ApiConnectionError, RateLimited, ServerError

    for attempt in range(1, attempts + 1):
        try:
            return await call()
        except RateLimited as exc:
            if attempt == attempts:
                raise
            await asyncio.sleep(exc.retry_after if exc.retry_after is not None else 1.0)
        except (ServerError, ApiConnectionError):
            if attempt == attempts:
                raise
            await asyncio.sleep(backoff(attempt))
    raise AssertionError("unreachable")


def _items(plan: Plan) -> Iterator[dict[str, Any]]:
    import polars as pl

    columns = [EXTERNAL_ID, PAYLOAD, HASH, ACTION]
    columns += [c for c in plan.rows.columns if c.startswith(("u_", "m_"))]
    for chunk in plan.rows.iter_slices(20_000):
        todo = chunk.filter(pl.col(ACTION).is_in(["upsert", "membership"])).select(columns)
        yield from todo.iter_rows(named=True)


async def run_import_async(
    options: ImportOptions,
    client_factory: ClientFactory,
    *,
    progress: Progress | None = None,
    on_plan: Callable[[Plan], None] | None = None,
    stop: asyncio.Event | None = None,
    abort: asyncio.Event | None = None,
    on_sending: Callable[[], None] | None = None,
) -> ImportSummary:
    """Run an import; `stop` set (e.g. on Ctrl-C) lets in-flight requests finish and ends it,
    `abort` set cancels them too. Either way the result files account for every row.

    `on_sending` is called once the plan is made, right before the first request is sent.
    Raises ImportUsageError for options or files that cannot work (exit code 2); errors of
    the service before sending (a bad key, an unknown list) propagate as ApiError.
    """
    from callbridge.api import NotFound, PermissionDenied

    progress = progress or NoProgress()
    stop = stop or asyncio.Event()
    timings: dict[str, float] = {}
    started = time.perf_counter()
    root = options.state_dir or DEFAULT_STATE_ROOT
    workdir = _directory(root, "--state", lambda: Path(tempfile.mkdtemp(prefix=".work-", dir=root)))
    try:
        mapped = map_file(options, workdir)
        state_dir = options.state_dir or root / mapped[0].fingerprint[:16]
        async with contextlib.AsyncExitStack() as opened:
            ledger = _directory(state_dir, "--state", lambda: Ledger(state_dir / "ledger.sqlite"))
            opened.callback(ledger.close)
            client = client_factory()
            opened.push_async_callback(client.aclose)
            credential = await _read(client.me, options.max_attempts)
            owners = None
            if options.owner_id is not None or "ownerId" in mapped[1].columns:
                members = await _read(lambda: _members(client), options.max_attempts)
                owners = OwnerDirectory.from_members(members)
            plan = plan_file(options, workdir, owners, mapped)
            timings["plan"] = time.perf_counter() - started
            workspace = credential.workspace_id
            ledger.remember("file", str(options.file))
            ledger.remember("fingerprint", plan.source.fingerprint)
            compare(plan, ledger, workspace, options.full_resync)
            upserts, stranded = (
                _new_without_owner(plan) if credential.kind == "workspace" else (0, 0)
            )
            if stranded:
                plan.warnings.append(
                    f"this is a workspace key: {_rows(stranded)} name no owner and were never "
                    "imported from here; unless those contacts already exist, the service "
                    "refuses them (give --owner-id ID or an owner column)"
                )
            if options.list_id is not None:
                try:
                    list_id = options.list_id
                    await _read(
                        lambda: client.lists.contacts(list_id, limit=1), options.max_attempts
                    )
                except NotFound as exc:
                    raise ImportUsageError(
                        f"list {options.list_id} does not exist or this key cannot see it "
                        f"(request id {exc.request_id})"
                    ) from exc
                except PermissionDenied:
                    pass  # a key without lists:read can still add members
            timings["compare"] = time.perf_counter() - started - timings["plan"]
            if on_plan is not None:
                on_plan(plan)
            if stranded and stranded == upserts and not options.allow_missing_owner:
                raise ImportUsageError(
                    f"nothing sent: every one of the {_rows(upserts)} to send would create a "
                    "contact without an owner, which a workspace key cannot do. Give the owner "
                    "of new contacts with --owner-id ID (`migrate users` lists the members), "
                    "or an owner column (id, email or name; --mapping ownerId: <column>); if "
                    "the contacts already exist in the workspace, pass --allow-missing-owner"
                )
            invalid = plan.counts.get("invalid", 0)
            if options.dry_run:
                code = EXIT_FAILED if options.fail_on_invalid and invalid else EXIT_OK
                return ImportSummary(
                    plan=plan.summary(),
                    exit_code=code,
                    dry_run=True,
                    state_dir=state_dir,
                    seconds=timings,
                )
            results_dir = options.results_dir or state_dir / "results"
            _directory(results_dir, "--results-dir", lambda: None)
            sender = Sender(
                client=client,
                ledger=ledger,
                workspace=workspace,
                list_id=options.list_id,
                pacer=AdaptiveConcurrency(maximum=options.concurrency),
                stop=stop,
                advance=progress.advance,
                full_resync=options.full_resync,
                owner_if_new=plan.default_owner,
                max_attempts=options.max_attempts,
                abort=abort,
            )
            if on_sending is not None:
                on_sending()
            sent_at = time.perf_counter()
            progress.start(plan.to_send)
            try:
                stats = await sender.run(_items(plan))
            finally:
                progress.finish()
            timings["send"] = time.perf_counter() - sent_at
            results_at = time.perf_counter()
            placed = outcomes(plan, ledger, workspace)
            outcome = count(plan, placed)
            files = write(plan, placed, results_dir, options.batch_rows)
            timings["results"] = time.perf_counter() - results_at
            interrupted = stop.is_set()
            if interrupted:
                code = EXIT_INTERRUPTED
            elif outcome.invalid and not (outcome.success or outcome.failed or outcome.unprocessed):
                code = EXIT_USAGE  # no row could be sent: the file needs fixing, not a rerun
            elif (
                outcome.failed
                or outcome.unprocessed
                or stats.fatal
                or (options.fail_on_invalid and outcome.invalid)
            ):
                code = EXIT_FAILED
            else:
                code = EXIT_OK
            summary = ImportSummary(
                plan=plan.summary(),
                exit_code=code,
                dry_run=False,
                state_dir=state_dir,
                results_dir=results_dir,
                outcome=outcome,
                interrupted=interrupted,
                stopped_by=stats.fatal,
                files=files,
                seconds=timings,
                processed=stats.rows,
                send=stats,
            )
            timings["total"] = time.perf_counter() - started
            files["summary"] = write_summary(results_dir, summary.as_dict())
            return summary
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


def run_import(
    options: ImportOptions,
    client_factory: ClientFactory,
    *,
    progress: Progress | None = None,
    on_plan: Callable[[Plan], None] | None = None,
    on_interrupt: Callable[[bool], None] | None = None,
    handle_signals: bool = True,
) -> ImportSummary:
    """Synchronous `run_import_async`, with Ctrl-C (or SIGTERM) handled on the main thread.

    Before sending, Ctrl-C raises KeyboardInterrupt at once: nothing was sent. While sending,
    the first one lets in-flight requests finish and the second cancels them (`on_interrupt`
    hears which: False, then True); the import then ends with exit code 130 and result files
    that account for every row.
    """

    async def main() -> ImportSummary:
        stop, abort = asyncio.Event(), asyncio.Event()
        loop = asyncio.get_running_loop()
        installed: list[signal.Signals] = []
        signals = handle_signals and threading.current_thread() is threading.main_thread()
        if signals:
            # Planning is synchronous work: only an exception can interrupt it promptly.
            previous = signal.signal(signal.SIGINT, signal.default_int_handler)

        def interrupt() -> None:
            hard = stop.is_set()
            (abort if hard else stop).set()
            if on_interrupt is not None:
                on_interrupt(hard)

        def sending() -> None:
            for sig in (signal.SIGINT, signal.SIGTERM) if signals else ():
                with contextlib.suppress(NotImplementedError, RuntimeError):
                    loop.add_signal_handler(sig, interrupt)
                    installed.append(sig)

        try:
            return await run_import_async(
                options,
                client_factory,
                progress=progress,
                on_plan=on_plan,
                stop=stop,
                abort=abort,
                on_sending=sending,
            )
        finally:
            for sig in installed:
                loop.remove_signal_handler(sig)
            if signals:
                signal.signal(signal.SIGINT, previous)

    return asyncio.run(main())
