"""The walkthrough while it scans a big tree: frame gaps and key round trips.

    .venv/bin/python benchmarks/tui_scan_frames.py              # 10,000 files, 3 runs
    .venv/bin/python benchmarks/tui_scan_frames.py --files 2000 --runs 1

A generated tree (48 files of v1 client code in four languages, the rest plain modules) is
scanned from the Scan step under Pilot at 80x24. A ticker asking for 60 frames a second
records the gaps between its wake-ups (16.7 ms when the loop is free), and an F1 key is
posted again and again, timing until the help panel it toggles has changed. Each run's
figures are printed, then the medians across runs.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "tui"))

from realistic_tree import build_tree
from scan_frames import measure_scan_frames

MODULES = 12


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = build_tree(Path(tmp) / "tree", modules=MODULES, filler=args.files - 4 * MODULES)
        p95s, maxes, trips, seconds = [], [], [], []
        for run in range(args.runs):
            frames = asyncio.run(measure_scan_frames(root))
            print(f"run {run + 1}: {frames.summary()}")
            gaps = sorted(frames.gaps)
            p95s.append(gaps[int(0.95 * (len(gaps) - 1))])
            maxes.append(gaps[-1])
            trips.append(statistics.median(frames.round_trips))
            seconds.append(frames.seconds)
        print(
            f"medians over {args.runs} runs: scan {statistics.median(seconds):.2f} s, "
            f"frame gap p95 {statistics.median(p95s) * 1000:.1f} ms, "
            f"max {statistics.median(maxes) * 1000:.1f} ms, "
            f"key round trip {statistics.median(trips) * 1000:.1f} ms"
        )


if __name__ == "__main__":
    main()
