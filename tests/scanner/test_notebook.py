"""Jupyter notebooks: the code cells are read as the kernel's language, prose is not, and
every finding points at the file's own line and column."""

from __future__ import annotations

import json

from click.testing import CliRunner
from scanner_samples import WriteTree

from callbridge.cli import cli
from callbridge.scanner import scan

CELLS = [
    {
        "cell_type": "markdown",
        "metadata": {},
        "source": ["Old notes: the v1 API took `x-api-key` at /api/public/v1.\n"],
    },
    {
        "cell_type": "code",
        "execution_count": 1,
        "metadata": {},
        "outputs": [],
        "source": [
            'BASE = "https://calls.example.com/api/public/v1"\n',
            'r = requests.get(f"{BASE}/me", headers={"x-api-key": KEY})\n',
            "if r.status_code >= 400:\n",
            '    raise RuntimeError(r.json()["error"])\n',
        ],
    },
]
NOTEBOOK = json.dumps(
    {
        "cells": CELLS,
        "metadata": {"language_info": {"name": "python"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    },
    indent=1,
)


def test_code_cells_are_read_as_code_and_positions_are_the_file_s(
    write_tree: WriteTree,
) -> None:
    root = write_tree({"report.ipynb": NOTEBOOK})
    lines = NOTEBOOK.split("\n")
    found = {f.category: f for f in scan([root]).findings}
    assert set(found) == {"v1-base-path", "v1-api-key-header", "v1-error-shape"}
    for finding in found.values():
        raw = lines[finding.line - 1]
        assert raw.strip().startswith('"') and "markdown" not in raw  # a code cell's line
    header = found["v1-api-key-header"]
    assert lines[header.line - 1][header.column - 1 :].startswith('x-api-key\\": KEY')
    error = found["v1-error-shape"]
    assert 'r.json()[\\"error\\"]' in lines[error.line - 1]


def test_fix_rewrites_a_notebook_s_base_path_and_leaves_valid_json(
    write_tree: WriteTree,
) -> None:
    root = write_tree({"report.ipynb": NOTEBOOK})
    result = CliRunner().invoke(cli, ["fix", "--apply", str(root)])
    assert result.exit_code == 0, result.output
    fixed = json.loads((root / "report.ipynb").read_text(encoding="utf-8"))
    code = fixed["cells"][1]["source"]
    assert code[0] == 'BASE = "https://calls.example.com/api/public/v2"\n'
    assert code[1:] == CELLS[1]["source"][1:]  # the header needs a person: left as it was


def test_a_notebook_on_one_line_is_still_read(write_tree: WriteTree) -> None:
    one_line = json.dumps({"cells": CELLS, "metadata": {}, "nbformat": 4, "nbformat_minor": 5})
    root = write_tree({"report.ipynb": one_line})
    assert "v1-base-path" in {f.category for f in scan([root]).findings}


def test_a_key_in_an_environment_lookup_s_fallback_is_found_in_a_cell(
    write_tree: WriteTree,
) -> None:
    """In the notebook's JSON the cell's quotes are `\\"`: the key's name and its value are
    still told apart as in a Python file."""
    cells = [
        {
            "cell_type": "code",
            "execution_count": 1,
            "metadata": {},
            "outputs": [],
            "source": [
                'BASE = "https://calls.example.com/api/public/v1"\n',
                'API_KEY = os.getenv("CALLING_API_KEY", "dw_p3Jx8RfT1nQw6ZkV0bYm2AeC")\n',
            ],
        }
    ]
    metadata = {"language_info": {"name": "python"}}
    notebook = json.dumps(
        {"cells": cells, "metadata": metadata, "nbformat": 4, "nbformat_minor": 5}, indent=1
    )
    root = write_tree({"explore.ipynb": notebook})
    keys = [f for f in scan([root]).findings if f.category == "hardcoded-api-key"]
    assert len(keys) == 1
    assert "p3Jx8RfT1nQw6ZkV0bYm2AeC" not in keys[0].snippet
