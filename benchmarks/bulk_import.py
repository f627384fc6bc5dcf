"""Bulk import benchmark: planning a large messy CSV, and sending to a localhost sandbox.

    .venv/bin/python benchmarks/bulk_import.py                 # 1,000,000-row plan, 50,000 sends
    .venv/bin/python benchmarks/bulk_import.py --rows 100000 --send-rows 5000   # quick run

(a) plan: a generated messy CSV (BOM, CRLF, quoted commas and line breaks, blank lines,
    duplicates, invalid values, a dozen phone shapes) is read, validated, normalized and
    deduplicated in a child process, which reports its seconds and peak memory (goal: under
    10 s and 1 GB), then the phone normalization rate over the same column.
(b) send: a SandboxServer (in memory) runs in a subprocess; a minimal concurrent httpx
    script and the importer send the same kind of upserts (same concurrency, new contacts
    each), alternating in rounds so both meet the same growing tables. Both rates are
    printed; the goal is importer >= 70% of the script's.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import shutil
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

PHONE_SHAPES = (
    "({a}) {e}-{n}",
    "{a}-{e}-{n}",
    "{a}.{e}.{n}",
    "{a}{e}{n}",
    "+1 {a} {e} {n}",
    "1-{a}-{e}-{n}",
    "+1{a}{e}{n}",
    " {a} {e} {n} ",
)
LEFTOVERS = ("+44 20 7946 {n}", "+49 30 1234{n}", "{a} {e} {n} x12", "+33 1 42 68 {n2}")
TIME_ZONES = ("America/New_York", "America/Chicago", "Europe/Berlin", "", "America/Los_Angeles")


def generate(path: Path, rows: int, seed: int = 7) -> None:
    """A CRM export as people make them: mostly fine, with every kind of mess sprinkled in."""
    rnd = random.Random(seed)
    with path.open("w", encoding="utf-8", newline="") as out:
        out.write("\ufeffCRM ID,First Name,Last Name,Mobile,E-mail,Owner,Time Zone,Notes\r\n")
        for i in range(rows):
            area = rnd.choice((212, 305, 415, 617, 312, 206, 512, 718))
            exchange, number = rnd.randint(200, 999), rnd.randint(0, 9999)
            roll = rnd.random()
            if roll < 0.93:
                phone = rnd.choice(PHONE_SHAPES).format(a=area, e=exchange, n=f"{number:04d}")
            elif roll < 0.98:
                phone = rnd.choice(LEFTOVERS).format(
                    a=area, e=exchange, n=f"{number % 1000:03d}", n2=f"{number % 100:02d} 10"
                )
            elif roll < 0.99:
                phone = "n/a"
            else:
                phone = ""
            ext = f"crm-{i if rnd.random() > 0.01 else rnd.randint(0, max(i, 1))}"
            email = f"person{i}@example.com" if rnd.random() > 0.005 else f"person{i}@"
            notes = '"called twice, no answer\r\nretry in May"' if i % 50 == 0 else "ok"
            out.write(
                f"{ext},Ann{i % 97},Müller{i % 89},{phone},{email},usr_ada,"
                f"{rnd.choice(TIME_ZONES)},{notes}\r\n"
            )
            if i % 10_000 == 9_999:
                out.write("\r\n")


PLAN_CHILD = textwrap.dedent(
    """
    import json, resource, sys, time
    from pathlib import Path
    import polars as pl
    from callbridge.bulk import ImportOptions
    from callbridge.bulk.phones import PhoneNormalizer
    from callbridge.bulk.read import read_batches
    from callbridge.bulk.runner import plan_file

    file, work = Path(sys.argv[1]), Path(sys.argv[2])
    started = time.perf_counter()
    plan = plan_file(ImportOptions(file=file), work)
    seconds = time.perf_counter() - started
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    index = plan.source.columns.index("Mobile")
    phones = pl.concat(
        [b.get_column(f"c{index}") for b in read_batches(plan.source, 200_000)]
    )
    normalizer = PhoneNormalizer("US")
    t = time.perf_counter()
    normalizer.normalize(phones)
    phone_seconds = time.perf_counter() - t
    print(json.dumps({
        "seconds": seconds, "peak_mb": peak_mb, "summary": plan.summary(),
        "phones": phones.len() - phones.null_count(), "phone_seconds": phone_seconds,
        "fast": normalizer.fast, "slow": normalizer.slow,
    }))
    """
)

SERVER_CHILD = textwrap.dedent(
    """
    import json, sys
    from callbridge.sandbox import SandboxServer
    server = SandboxServer(port=0).start()
    seed = server.seed_demo()
    print(json.dumps({"api_url": server.api_url, "key": seed.personal_key}), flush=True)
    sys.stdin.read()
    server.stop()
    """
)


def bench_plan(rows: int, work: Path) -> None:
    file = work / "messy.csv"
    started = time.perf_counter()
    generate(file, rows)
    size_mb = file.stat().st_size / 1e6
    print(
        f"(a) plan: generated {rows:,} rows ({size_mb:.0f} MB) in "
        f"{time.perf_counter() - started:.1f} s"
    )
    out = subprocess.run(
        [sys.executable, "-c", PLAN_CHILD, str(file), str(work / "plan-work")],
        capture_output=True,
        text=True,
        check=True,
    )
    result = json.loads(out.stdout)
    summary = result["summary"]
    print(
        f"    planning: {result['seconds']:.2f} s (goal < 10 s), "
        f"peak memory {result['peak_mb']:.0f} MB (goal < 1024 MB)"
    )
    print(
        f"    rows {summary['rows']:,}, invalid {summary['invalid']:,}, "
        f"duplicates {summary['duplicates']:,}, to send {summary['toSend']:,}"
    )
    rate = result["phones"] / result["phone_seconds"]
    print(
        f"    phones: {result['phones']:,} normalized in {result['phone_seconds']:.2f} s "
        f"= {rate:,.0f} phones/s ({result['fast']:,} by the fast path, "
        f"{result['slow']:,} distinct leftovers by phonenumbers)"
    )


async def baseline(api_url: str, key: str, rows: int, concurrency: int, prefix: str) -> float:
    """The simplest client that sends the same upserts: httpx, N workers, no bookkeeping."""
    import httpx

    queue: asyncio.Queue[int] = asyncio.Queue()
    for i in range(rows):
        queue.put_nowait(i)
    headers = {"Authorization": f"Bearer {key}"}

    async def worker(client: httpx.AsyncClient) -> None:
        while not queue.empty():
            i = queue.get_nowait()
            body = {
                "externalId": f"{prefix}-{i}",
                "phoneNumber": f"+1415555{i % 10000:04d}",
                "firstName": f"N{i}",
                "lastName": "Base",
                "email": f"b{i}@example.com",
            }
            response = await client.post(
                "/contacts", json=body, headers={"Idempotency-Key": f"{prefix}.{i}"}
            )
            response.raise_for_status()

    limits = httpx.Limits(max_connections=concurrency)
    async with httpx.AsyncClient(base_url=api_url, headers=headers, limits=limits) as client:
        started = time.perf_counter()
        await asyncio.gather(*(worker(client) for _ in range(concurrency)))
        return rows / (time.perf_counter() - started)


def importer_seconds(api_url: str, key: str, file: Path, work: Path, concurrency: int) -> float:
    from callbridge import AsyncClient
    from callbridge.bulk import ImportOptions, run_import

    options = ImportOptions(
        file=file,
        concurrency=concurrency,
        state_dir=work / file.stem,
        results_dir=work / file.stem / "results",
    )
    summary = run_import(
        options, lambda: AsyncClient(key, base_url=api_url, max_retries=0), handle_signals=False
    )
    assert summary.outcome is not None and summary.outcome.success == summary.plan["rows"]
    return summary.seconds["send"]


def send_file(path: Path, start: int, rows: int) -> Path:
    with path.open("w", encoding="utf-8") as out:
        out.write("id,first,last,phone,email\n")
        for i in range(start, start + rows):
            out.write(f"imp-{i},N{i},Imp,(415) 555-{i % 10000:04d},i{i}@example.com\n")
    return path


def bench_send(rows: int, concurrency: int, rounds: int, work: Path) -> None:
    """Alternate the two clients in rounds so both meet the server's growing tables alike."""
    server = subprocess.Popen(
        [sys.executable, "-c", SERVER_CHILD],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert server.stdout is not None
        info = json.loads(server.stdout.readline())
        api_url, key = info["api_url"], info["key"]
        print(
            f"(b) send: {rows:,} upserts each to a localhost sandbox subprocess, "
            f"concurrency {concurrency}, {rounds} alternating rounds"
        )
        per_round = rows // rounds
        script_s = importer_s = 0.0
        for r in range(rounds):
            file = send_file(work / f"send-{r}.csv", r * per_round, per_round)
            order = ("script", "importer") if r % 2 == 0 else ("importer", "script")
            for who in order:
                if who == "script":
                    rate = asyncio.run(baseline(api_url, key, per_round, concurrency, f"b{r}"))
                    script_s += per_round / rate
                else:
                    importer_s += importer_seconds(api_url, key, file, work, concurrency)
        script_rate, importer_rate = rounds * per_round / script_s, rounds * per_round / importer_s
        print(f"    minimal httpx script: {script_rate:,.0f} rows/s")
        print(f"    migrate import:       {importer_rate:,.0f} rows/s")
        print(f"    importer / script = {importer_rate / script_rate:.0%} (goal >= 70%)")
    finally:
        if server.stdin is not None:
            server.stdin.close()
        server.wait(timeout=30)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", type=int, default=1_000_000, help="rows to plan (a)")
    parser.add_argument("--send-rows", type=int, default=50_000, help="rows to send (b)")
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=4, help="alternations in (b)")
    parser.add_argument("--skip-plan", action="store_true")
    parser.add_argument("--skip-send", action="store_true")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="callbridge-bench-"))
    try:
        if not args.skip_plan:
            bench_plan(args.rows, work)
        if not args.skip_send:
            bench_send(args.send_rows, args.concurrency, args.rounds, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
