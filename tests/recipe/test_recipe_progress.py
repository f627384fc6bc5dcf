"""Progress of long for_each steps in `migrate run`: plain lines in CI, failed items only,
the items that succeeded; and the run-level `--concurrency` cap."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner
from recipe_helpers import ATTACH_CONCURRENTLY, attach_recipe, new_contacts

from callbridge import Client
from callbridge.cli import cli
from callbridge.cli.run import Printer
from callbridge.recipe import Runner
from callbridge.sandbox import DemoSeed, Sandbox

MakeRunner = Callable[..., Runner]


def test_a_long_step_shows_progress_lines_and_only_its_failed_items(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("CI", "true")
    ids = new_contacts(sandbox, seed, 60)
    ids[7] = 2147483000
    runner = make_runner(
        attach_recipe(write_recipe, "auto", "continue"),
        {"owner_id": seed.owner_id, "contact_ids": ids},
        on_event=Printer(color=False),
    )
    runner.run_to_end()
    out, err = capsys.readouterr()
    assert err.splitlines()[0] == "attach: 60 items"
    assert err.splitlines()[-1].startswith("attach: 60/60 items, ")
    assert "items/s" in err.splitlines()[-1]
    items = [line for line in out.splitlines() if line.startswith("  attach[")]
    assert items == ["  attach[7] FAILED"]
    assert "    items that succeeded: 0-6, 8-59" in out.splitlines()


def test_a_short_step_prints_every_item(
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    seed: DemoSeed,
    capsys: pytest.CaptureFixture[str],
) -> None:
    runner = make_runner(
        attach_recipe(write_recipe, "auto", "continue"),
        {"owner_id": seed.owner_id, "contact_ids": seed.contact_ids[:3]},
        on_event=Printer(color=False),
    )
    runner.run_to_end()
    out, err = capsys.readouterr()
    assert len([line for line in out.splitlines() if line.startswith("  attach[")]) == 3
    assert "items/s" not in err


@pytest.mark.parametrize("value", ["0", "65", "many"])
def test_the_concurrency_cap_must_be_1_to_64(value: str, tmp_path: Path) -> None:
    path = tmp_path / "r.yaml"
    path.write_text(ATTACH_CONCURRENTLY)
    result = CliRunner().invoke(cli, ["run", str(path), "--concurrency", value])
    assert result.exit_code == 2
    assert "--concurrency" in result.output and "Traceback" not in result.output


class InFlight(httpx.BaseTransport):
    """Counts the most requests the server had at once."""

    def __init__(self, inner: httpx.BaseTransport) -> None:
        self.inner = inner
        self.now = self.most = 0
        self._lock = threading.Lock()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        with self._lock:
            self.now += 1
            self.most = max(self.most, self.now)
        try:
            return self.inner.handle_request(request)
        finally:
            with self._lock:
                self.now -= 1


@pytest.mark.parametrize(("cap", "most"), [(3, 3), (None, 12)])
def test_the_cap_limits_what_auto_may_grow_to(
    cap: int | None,
    most: int,
    write_recipe: Callable[[str], Path],
    make_runner: MakeRunner,
    sandbox: Sandbox,
    seed: DemoSeed,
) -> None:
    ids = new_contacts(sandbox, seed, 12)
    counting = InFlight(sandbox.sync_transport)
    client = Client(seed.workspace_key, base_url=sandbox.api_url, transport=counting)
    sandbox.set_faults([{"method": "PUT", "latencyMs": 100}])
    runner = make_runner(
        attach_recipe(write_recipe, "auto", "continue"),
        {"owner_id": seed.owner_id, "contact_ids": ids},
        client=client,
        concurrency=cap,
    )
    assert runner.run_to_end().status == "succeeded"
    assert counting.most == most


def test_a_cap_below_one_is_refused(
    write_recipe: Callable[[str], Path], make_runner: MakeRunner
) -> None:
    with pytest.raises(ValueError, match="at least 1"):
        make_runner(
            attach_recipe(write_recipe, "auto", "continue"),
            {"owner_id": "x", "contact_ids": []},
            concurrency=0,
        )
