"""Run the product the way an attacker's input would meet it: a real process, bounded.

Each hostile case runs the CLI in a subprocess under an address-space limit, so a memory
blow-up shows as a failed test (MemoryError or a kill), not as a machine swapping, and the
wall time is measured around the whole process.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

MEMORY_LIMIT = 1536 * 1024 * 1024  # address space, not resident memory: imports reserve a lot

_LAUNCH = """
import os, resource, sys
os.umask({umask})
resource.setrlimit(resource.RLIMIT_AS, ({limit}, {limit}))
sys.argv = ["migrate", *sys.argv[1:]]
from callbridge.cli import main
main()
"""


@dataclass
class Outcome:
    code: int
    stdout: str
    stderr: str
    seconds: float

    @property
    def output(self) -> str:
        return self.stdout + self.stderr


def bounded_cli(
    *args: str,
    cwd: Path,
    timeout: float = 60.0,
    env: dict[str, str] | None = None,
    umask: int = 0o022,
) -> Outcome:
    """`migrate ARGS` in a subprocess under MEMORY_LIMIT; the caller asserts the outcome."""
    started = time.monotonic()
    full_env = {k: v for k, v in os.environ.items() if not k.startswith("CALLBRIDGE_")}
    full_env.update({"CI": "1", "NO_COLOR": "1", **(env or {})})
    done = subprocess.run(
        [sys.executable, "-c", _LAUNCH.format(limit=MEMORY_LIMIT, umask=umask), *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=full_env,
    )
    return Outcome(done.returncode, done.stdout, done.stderr, time.monotonic() - started)


@pytest.fixture
def cli_in(tmp_path: Path):  # type: ignore[no-untyped-def]
    def run(
        *args: str, timeout: float = 60.0, env: dict[str, str] | None = None, umask: int = 0o022
    ) -> Outcome:
        return bounded_cli(*args, cwd=tmp_path, timeout=timeout, env=env, umask=umask)

    return run
