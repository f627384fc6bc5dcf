"""Progress output: a redrawn bar only on an interactive terminal, plain lines otherwise."""

from __future__ import annotations

import io

import pytest

from callbridge.bulk.progress import PlainProgress, RichProgress, choose


class Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_plain_lines_come_every_interval_with_rate_and_eta() -> None:
    now = [0.0]
    out = io.StringIO()
    progress = PlainProgress(out, interval=5.0, clock=lambda: now[0])
    progress.start(100)
    for second in range(1, 9):  # 5 rows a second for 8 seconds
        now[0] = float(second)
        progress.advance(5)
    progress.finish()
    assert out.getvalue().splitlines() == [
        "sending 100 rows",
        "sent 25/100 rows, 5 rows/s, ETA 15 s",  # the first line after 5 seconds
        "sent 40/100 rows, 5 rows/s, ETA 12 s",  # the final one
    ]


def test_nothing_to_send_says_so_once() -> None:
    out = io.StringIO()
    progress = PlainProgress(out, interval=5.0, clock=lambda: 0.0)
    progress.start(0)
    progress.finish()
    assert out.getvalue() == "nothing to send\n"


def test_ci_or_a_pipe_gets_plain_lines_and_a_terminal_gets_the_bar(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("CI", raising=False)
    assert isinstance(choose(io.StringIO()), PlainProgress)
    assert isinstance(choose(Tty()), RichProgress)
    monkeypatch.setenv("CI", "true")
    assert isinstance(choose(Tty()), PlainProgress)


def test_the_bulk_package_exports_what_it_defines() -> None:
    import callbridge.bulk as bulk

    assert all(hasattr(bulk, name) for name in bulk.__all__)
    public = {n for n in dir(bulk) if not n.startswith("_") and n[0].isupper()}
    assert public <= set(bulk.__all__)
