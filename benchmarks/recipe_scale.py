"""Recipes at scale: concurrent for_each against a slow service, a million-item dry run,
a million-item resume, and the engine's overhead per item.

1. Against `migrate sandbox serve` (a separate process, on loopback) with a fault rule that
   adds 40 ms to every write: a recipe attaching 2,000 existing contacts to a new list, with
   `concurrency: 1` and with `concurrency: auto`, interleaved round by round. Prints items/s
   of both and their ratio (goal: auto at least 8x).
2. `migrate run --dry-run` of a for_each over a generated 1,000,000-row CSV: peak memory of
   the process (goal < 300 MB) and time.
3. `--resume` of a run whose journal says 1,000,000 of the CSV's items finished: time until
   the first unfinished item is done (goal: seconds).
4. The engine's overhead per item at concurrency 1 versus direct client calls: runs
   `benchmarks/recipe_overhead.py` (goal: under 20%).

Run: .venv/bin/python benchmarks/recipe_scale.py [--items 2000] [--rounds 1] [--rows 1000000]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from callbridge import Client
from callbridge.recipe import Runner, load_recipe, resolve_inputs
from callbridge.sandbox.control_client import ControlClient

ATTACH = """\
recipe: 1
name: attach-at-scale
description: Create a list and attach existing contacts to it.
inputs:
  owner_id: {type: string, required: true}
  contact_ids: {type: list, required: true}
steps:
  - id: create_list
    action: lists.create
    with: {name: Scale, owner_id: "{{ inputs.owner_id }}"}
  - id: attach
    action: lists.add_contact
    for_each: "{{ inputs.contact_ids }}"
    as: contact_id
    concurrency: CONCURRENCY
    with: {list_id: "{{ steps.create_list.outputs.id }}", contact_id: "{{ contact_id }}"}
"""

FROM_FILE = """\
recipe: 1
name: attach-from-file
description: Attach the contacts a CSV names to a list.
inputs:
  file: {type: path, required: true}
  owner_id: {type: string, required: true}
  list_id: {type: integer, default: 0}
steps:
  - id: create_list
    action: lists.create
    if: "{{ inputs.list_id == 0 }}"
    with: {name: From a file, owner_id: "{{ inputs.owner_id }}"}
  - id: attach
    action: lists.add_contact
    for_each: {file: "{{ inputs.file }}"}
    as: row
    concurrency: auto
    with:
      list_id: "{{ inputs.list_id or steps.create_list.outputs.id }}"
      contact_id: "{{ row.contact_id }}"
"""

WRITES = ("POST", "PUT", "PATCH", "DELETE")


class RemoteControl(ControlClient):
    """The control API of a server in another process."""

    def __init__(self, root: str) -> None:
        self._control_http = httpx.Client(base_url=root, trust_env=False, timeout=30)


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def serve() -> tuple[subprocess.Popen[bytes], str]:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "callbridge", "sandbox", "serve", "--port", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    root = f"http://127.0.0.1:{port}"
    for _ in range(200):
        try:
            httpx.get(root + "/_sandbox/clock", trust_env=False)
            return server, root
        except httpx.HTTPError:
            time.sleep(0.05)
    server.kill()
    raise SystemExit("the sandbox server did not start")


def attach_rate(client: Client, owner: str, ids: list[int], concurrency: str, tmp: Path) -> float:
    recipe = load_recipe(_write(tmp / f"attach-{concurrency}.yaml", ATTACH, concurrency))
    runner = Runner(
        recipe,
        resolve_inputs(recipe, {"owner_id": owner, "contact_ids": ids}),
        client,
        journal_dir=tmp / "runs",
    )
    start = time.perf_counter()
    result = runner.run_to_end()
    elapsed = time.perf_counter() - start
    assert result.status == "succeeded", result.as_dict()["steps"][-1].get("error")
    return len(ids) / elapsed


def _write(path: Path, text: str, concurrency: str = "") -> Path:
    path.write_text(text.replace("CONCURRENCY", concurrency), encoding="utf-8")
    return path


def write_csv(path: Path, rows: int, tail: list[int]) -> None:
    """`rows` rows naming contact 1, then one row per id of `tail`."""
    with path.open("w", encoding="utf-8") as handle:
        handle.write("contact_id,note\n")
        line = "1,generated row\n"
        chunk = line * 10_000
        for _ in range(rows // 10_000):
            handle.write(chunk)
        handle.write(line * (rows % 10_000))
        handle.writelines(f"{i},tail\n" for i in tail)


def run_cli(args: list[str], env: dict[str, str]) -> tuple[float, int, str]:
    """Seconds, peak RSS (MB) of the child, and its output.

    The peak is the largest of any child waited for so far; the server is still running,
    so this is the first.
    """
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "callbridge", "run", *args],
        env=env,
        capture_output=True,
        text=True,
    )
    elapsed = time.perf_counter() - start
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss  # KB on Linux
    if done.returncode not in (0, 1):
        raise SystemExit(f"migrate run failed ({done.returncode}): {done.stderr[-2000:]}")
    return elapsed, peak // 1024, done.stdout + done.stderr


def resume_time(
    root: str, key: str, owner: str, list_id: int, tail: list[int], rows: int, tmp: Path
) -> tuple[float, int]:
    """Seconds from `Runner.resume` to the end of a run whose journal has `rows` finished
    items of a streamed step, and how many items the resume sent."""
    csv_file = tmp / "resume.csv"
    write_csv(csv_file, rows, tail)
    recipe_path = _write(tmp / "from-file.yaml", FROM_FILE)
    recipe = load_recipe(recipe_path)
    client = Client(key, base_url=root + "/api/public/v2")
    broken = tmp / "broken.csv"
    broken.write_text("contact_id,note\nx\n", encoding="utf-8")
    inputs = {"file": str(broken), "owner_id": owner, "list_id": list_id}
    runs = tmp / "resume-runs"
    first = Runner(recipe, resolve_inputs(recipe, inputs), client, journal_dir=runs)
    assert first.run_to_end().status == "failed"  # a row without its second field
    journal = first.journal.path
    text = journal.read_text(encoding="utf-8")
    started = json.loads(text.splitlines()[0])
    started["inputs"]["file"] = str(csv_file)
    lines = [json.dumps(started)] + [
        line for line in text.splitlines()[1:] if '"run_finished"' not in line
    ]
    with journal.open("w", encoding="utf-8") as handle:
        handle.write("\n".join(lines) + "\n")
        handle.write(json.dumps({"event": "started", "step": "attach", "to": rows}) + "\n")
        for index in range(rows):
            handle.write(f'{{"s":"attach","i":{index},"ok":1}}\n')
    sent = 0

    def count(event: Any) -> None:
        nonlocal sent
        sent += event.kind == "item_finished"

    start = time.perf_counter()
    resumed = Runner.resume(first.run_id, client, journal_dir=runs, on_event=count)
    result = resumed.run_to_end()
    elapsed = time.perf_counter() - start
    assert result.status == "succeeded", result.as_dict()
    return elapsed, sent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--items", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--rows", type=int, default=1_000_000)
    parser.add_argument("--latency-ms", type=int, default=40)
    args = parser.parse_args()
    server, root = serve()
    try:
        with tempfile.TemporaryDirectory() as tmp_name:
            tmp = Path(tmp_name)
            control = RemoteControl(root)
            seed = control.seed_demo()
            ids = [
                control.create_contact(seed.owner_id, f"+1415{i:07d}")["id"]
                for i in range(args.items)
            ]
            control.set_faults(
                [{"method": method, "latencyMs": args.latency_ms} for method in WRITES]
            )
            client = Client(seed.workspace_key, base_url=root + "/api/public/v2")
            rates: dict[str, list[float]] = {"1": [], "auto": []}
            for _ in range(args.rounds):
                for concurrency in rates:
                    rates[concurrency].append(
                        attach_rate(client, seed.owner_id, ids, concurrency, tmp)
                    )
            control.clear_faults()
            one, auto = (statistics.median(rates[c]) for c in ("1", "auto"))
            print(
                f"lists.add_contact x{args.items}, +{args.latency_ms} ms per write, "
                f"sandbox serve on loopback, {args.rounds} round(s), medians:"
            )
            print(f"  concurrency 1:    {one:8.1f} items/s")
            print(f"  concurrency auto: {auto:8.1f} items/s")
            print(f"  ratio auto/1:     {auto / one:8.1f}x  (goal >= 8x)")

            csv_file = tmp / "million.csv"
            write_csv(csv_file, args.rows, [])
            recipe = _write(tmp / "from-file.yaml", FROM_FILE)
            env = {
                **os.environ,
                "CALLBRIDGE_API_KEY": seed.workspace_key,
                "CALLBRIDGE_BASE_URL": root + "/api/public/v2",
                "CI": "1",
            }
            run_args = [str(recipe), "--dry-run", "-i", f"file={csv_file}"]
            run_args += ["-i", f"owner_id={seed.owner_id}", "--journal-dir", str(tmp / "r")]
            seconds, peak, output = run_cli(run_args, env)
            assert f"{args.rows} read" in output, output[-2000:]
            print(f"--dry-run, for_each over a {args.rows}-row CSV:")
            print(f"  time:        {seconds:8.1f} s  ({args.rows / seconds:.0f} items/s)")
            print(f"  peak memory: {peak:8d} MB  (goal < 300 MB)")

            list_id = control.create_list(seed.owner_id, "Resumed")["id"]
            seconds, sent = resume_time(
                root, seed.workspace_key, seed.owner_id, list_id, ids[:10], args.rows, tmp
            )
            print(f"--resume after {args.rows} finished items of a streamed step:")
            print(f"  {seconds:.1f} s to skip them and send the {sent} unfinished ones")
    finally:
        server.terminate()
        server.wait()
    print("engine overhead at concurrency 1 (benchmarks/recipe_overhead.py):")
    overhead = Path(__file__).with_name("recipe_overhead.py")
    subprocess.run([sys.executable, str(overhead), "--rounds", "5"], check=True)


if __name__ == "__main__":
    main()
