"""`migrate scan` as CI and people use it: formats, exit codes, baseline, suppression,
user rules, excludes and bad input."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from click.testing import CliRunner
from scanner_samples import LEAKED_KEY, V1_CLIENT, V2_CLIENT, WriteTree

from callbridge.cli import cli


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(cli, ["scan", *args])
    return result.exit_code, result.stdout, result.stderr


def test_text_report_groups_by_v2_workflow_and_names_the_recipe(write_tree: WriteTree) -> None:
    root = write_tree({"client.py": V1_CLIENT})
    code, out, _ = run(str(root))
    assert code == 1
    assert "== PUT /lists/{id} with name, ownerId and groupName" in out
    assert "recipe: rename-or-regroup-list" in out
    assert "client.py:8:" in out and "contact-lists" in out
    assert "client.py:3:" in out and "recipe: check-credential" in out
    assert "3 finding(s) (3 error, 0 warning, 0 info) in 1 file(s)" in out


def test_json_report_shape_and_relative_paths(write_tree: WriteTree) -> None:
    root = write_tree({"src/app/client.py": V1_CLIENT, "src/app/v2.py": V2_CLIENT})
    code, out, _ = run(str(root), "--format", "json")
    data = json.loads(out)
    assert code == 1 and data["version"] == 1
    first = data["findings"][0]
    assert set(first) >= {
        "rule_id",
        "category",
        "severity",
        "path",
        "line",
        "column",
        "end_line",
        "end_column",
        "message",
        "v2_workflow",
        "recipe",
        "fingerprint",
    }
    assert {f["path"] for f in data["findings"]} == {"src/app/client.py"}
    assert {f["category"] for f in data["findings"]} == {
        "v1-base-path",
        "v1-endpoint",
        "acting-user-header",
    }
    assert data["stats"]["files_scanned"] == 2


def test_github_annotations(write_tree: WriteTree) -> None:
    root = write_tree({"client.py": V1_CLIENT})
    _, out, _ = run(str(root), "--format", "github")
    lines = [line for line in out.splitlines() if line.startswith("::error ")]
    assert len(lines) == 3
    assert any("file=client.py,line=8," in line for line in lines)
    assert all("::" in line[2:] for line in lines)


def test_markdown_report_is_rendered_from_the_template(write_tree: WriteTree) -> None:
    root = write_tree({"client.py": V1_CLIENT})
    _, out, _ = run(str(root), "--format", "markdown")
    assert out.startswith("# v1 → v2 migration report")
    assert "Built-in recipe: `rename-or-regroup-list`" in out
    assert "- [ ] `client.py:8:" in out


def test_output_file_gets_the_report_and_stderr_the_summary(
    write_tree: WriteTree, tmp_path: Path
) -> None:
    root = write_tree({"client.py": V1_CLIENT})
    target = tmp_path / "out" / "report.json"
    target.parent.mkdir()
    code, out, err = run(str(root / "client.py"), "--format", "json", "--output", str(target))
    assert code == 1 and out == ""
    assert json.loads(target.read_text())["findings"]
    assert "3 finding(s)" in err


@pytest.mark.parametrize(
    ("fail_on", "files", "expected"),
    [
        ("error", {"client.py": V1_CLIENT}, 1),
        ("never", {"client.py": V1_CLIENT}, 0),
        ("error", {"v2.py": V2_CLIENT}, 0),
        ("info", {"v2.py": V2_CLIENT}, 0),
        # a flat v1 error read is a warning: fails at warning, not at error
        ("error", {"e.py": 'B = "/api/public/v2"\ndef f(r):\n    return r.json()["error"]\n'}, 0),
        ("warning", {"e.py": 'B = "/api/public/v2"\ndef f(r):\n    return r.json()["error"]\n'}, 1),
    ],
)
def test_exit_code_follows_fail_on(
    write_tree: WriteTree, fail_on: str, files: dict[str, str], expected: int
) -> None:
    root = write_tree(files)
    code, _, _ = run(str(root), "--fail-on", fail_on)
    assert code == expected


def test_missing_path_is_a_usage_error(tmp_path: Path) -> None:
    code, _, err = run(str(tmp_path / "nope"))
    assert code == 2
    assert "no such file or directory" in err
    assert "Traceback" not in err


def test_symlink_loop_given_as_path_is_reported(tmp_path: Path) -> None:
    (tmp_path / "a").symlink_to(tmp_path / "b")
    (tmp_path / "b").symlink_to(tmp_path / "a")
    code, _, err = run(str(tmp_path / "a"))
    assert code == 2
    assert "symbolic links" in err


def test_symlink_loop_inside_the_tree_is_counted_not_fatal(write_tree: WriteTree) -> None:
    root = write_tree({"client.py": V1_CLIENT})
    (root / "loop").symlink_to(root / "loop")
    (root / "up").symlink_to(root)  # a directory cycle: never followed
    code, out, _ = run(str(root), "--format", "json")
    data = json.loads(out)
    assert code == 1
    assert data["stats"]["skipped"]["broken-symlink"] == 1
    assert any("loop: symbolic link loop" in w for w in data["warnings"])


def test_unreadable_file_is_an_io_error() -> None:
    # As root every file is readable, so the scan then runs as `nobody` in a subprocess.
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        root.chmod(0o755)
        (root / "client.py").write_text(V1_CLIENT)
        (root / "secret.py").write_text(V1_CLIENT)
        (root / "secret.py").chmod(0)
        cmd = [sys.executable, "-m", "callbridge", "scan", str(root)]
        if os.geteuid() == 0:
            if shutil.which("setpriv") is None:
                pytest.skip("needs setpriv to drop root")
            cmd = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *cmd]
        proc = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 2, proc.stderr
    assert "secret.py: cannot read: Permission denied" in proc.stdout
    assert "client.py:3:" in proc.stdout  # the rest of the tree is still reported
    assert "Traceback" not in proc.stderr


def test_broken_encoding_is_scanned_with_a_warning(write_tree: WriteTree) -> None:
    root = write_tree(
        {"legacy.php": b"<?php\n// caf\xe9\n$u = 'https://x.test/api/public/v1/me';\n"}
    )
    code, out, _ = run(str(root), "--format", "json")
    data = json.loads(out)
    assert code == 1
    assert [(f["path"], f["line"]) for f in data["findings"]] == [("legacy.php", 3)]
    assert any("not valid UTF-8" in w for w in data["warnings"])


def test_binary_minified_and_oversized_files_are_counted(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "blob.bin.py": b"\x00\x01/api/public/v1",
            "vendor.min.js": 'var a="/api/public/v1";',
            "bundle.js": "var a=1;" * 2000 + 'var b="/api/public/v1";',
            "big.json": '{"u": "/api/public/v1", "pad": "' + "x" * (5 * 1024 * 1024) + '"}',
            "logo.png": b"\x89PNG\r\n",
        }
    )
    code, out, _ = run(str(root), "--format", "json")
    stats = json.loads(out)["stats"]
    assert code == 0
    # a file is only ever skipped for what it is: binary, minified, too large or unreadable
    assert stats["skipped"] == {"binary": 2, "minified": 2, "too-large": 1}


def test_keys_are_masked_in_every_format(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "settings.py": f'API_KEY = "{LEAKED_KEY}"\nV1 = "/api/public/v1"\n',
            ".env": "CALLING_SHARED_KEY=5f2b9c1e8a7d4036b1e9c2a4d8f7e6b3\n",
        }
    )
    secret = LEAKED_KEY.split(".", 1)[1]
    for fmt in ("text", "json", "sarif", "github", "markdown"):
        code, out, _ = run(str(root), "--format", fmt)
        assert code == 1
        assert secret not in out and LEAKED_KEY not in out, fmt
        assert "5f2b9c1e8a7d4036b1e9c2a4d8f7e6b3" not in out, fmt
        assert "cb_live_3f1c2a7e…****" in out, fmt


def test_baseline_reports_only_new_findings(write_tree: WriteTree, tmp_path: Path) -> None:
    root = write_tree({"client.py": V1_CLIENT})
    baseline = tmp_path / "baseline.json"
    run(str(root), "--format", "json", "--output", str(baseline))
    code, out, _ = run(str(root), "--baseline", str(baseline), "--format", "json")
    assert code == 0 and json.loads(out)["findings"] == []
    code, out, _ = run(str(root), "--baseline", str(baseline))
    assert "No new v1 usage: 3 known findings matched the baseline." in out
    assert "No v1 usage found" not in out
    # Lines move (the fingerprint has no line number) and one new v1 use appears.
    moved = "import os\n\n" + V1_CLIENT + '\nOTHER = "https://calls.example.com/api/public/v1/me"\n'
    (root / "client.py").write_text(moved)
    code, out, _ = run(str(root), "--baseline", str(baseline), "--format", "json")
    data = json.loads(out)
    assert code == 1
    assert [(f["line"], f["category"]) for f in data["findings"]] == [(15, "v1-base-path")]
    assert data["stats"]["baseline_matched"] == 3


def test_unusable_baseline_is_a_usage_error(write_tree: WriteTree) -> None:
    root = write_tree({"client.py": V1_CLIENT, "b.json": "[1, 2"})
    code, _, err = run(str(root), "--baseline", str(root / "b.json"))
    assert code == 2 and "not a JSON report" in err
    code, _, err = run(str(root), "--baseline", str(root / "missing.json"))
    assert code == 2 and "cannot read baseline" in err


def test_suppression_comments(write_tree: WriteTree) -> None:
    source = (
        'A = "/api/public/v1/me"  # callbridge: ignore\n'
        "# callbridge: ignore[v1-base-path]\n"
        'B = "/api/public/v1/me"\n'
        'C = "/api/public/v1/me"  # callbridge: ignore[acting-user-header]\n'
        "# callbridge: ignore[no-such-rule]\n"
        'D = "/api/public/v2/me"\n'
    )
    root = write_tree({"s.py": source})
    _, out, _ = run(str(root), "--format", "json")
    data = json.loads(out)
    assert [f["line"] for f in data["findings"]] == [4]
    assert data["stats"]["suppressed"] == 2
    assert data["stats"]["unused_suppressions"] == 2
    assert "s.py:5: unknown rule id 'no-such-rule' in suppression" in data["warnings"]
    assert "s.py:4: unused suppression" in data["warnings"]


def test_user_rules_add_findings(write_tree: WriteTree) -> None:
    rules = """rules:
  - id: legacy-sdk-import
    category: legacy-sdk
    severity: warning
    message: The legacy SDK only speaks v1.
    v2_workflow: Use the callbridge client.
    recipe: check-credential
    languages: [python]
    matcher:
      literals: [acme_calling_v1]
      pattern: '\\bacme_calling_v1\\b'
      context: code
"""
    root = write_tree(
        {"app.py": "import acme_calling_v1\n# acme_calling_v1 in a comment\n", "r.yaml": rules}
    )
    code, out, _ = run(
        str(root / "app.py"),
        "--rules",
        str(root / "r.yaml"),
        "--format",
        "json",
        "--fail-on",
        "warning",
    )
    findings = json.loads(out)["findings"]
    assert code == 1
    assert [(f["rule_id"], f["line"]) for f in findings] == [("legacy-sdk-import", 1)]


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ("rules: [{id: x}]", "category is required"),
        ("- id: Bad Id\n", "id must be lowercase"),
        (
            "rules:\n  - {id: r, category: c, message: m, v2_workflow: w, recipe: x, matcher: {literals: [a], pattern: '(('}}\n",
            "not a valid regular expression",
        ),
        ("rules: [", "not valid YAML"),
    ],
)
def test_broken_rule_file_is_a_usage_error(
    write_tree: WriteTree, content: str, message: str
) -> None:
    root = write_tree({"app.py": "x = 1\n", "r.yaml": content})
    code, _, err = run(str(root), "--rules", str(root / "r.yaml"))
    assert code == 2
    assert message in err and "Traceback" not in err


def test_exclude_gitignore_and_callbridgeignore(write_tree: WriteTree) -> None:
    root = write_tree(
        {
            "keep.py": V1_CLIENT,
            "gen/out.py": V1_CLIENT,
            "vendor/lib.py": V1_CLIENT,
            "fixtures/f.py": V1_CLIENT,
            ".gitignore": "gen/\n",
            ".callbridgeignore": "fixtures/\n",
        }
    )
    _, out, _ = run(str(root), "--exclude", "vendor/**", "--format", "json")
    assert {f["path"] for f in json.loads(out)["findings"]} == {"keep.py"}
    _, out, _ = run(str(root), "--exclude", "vendor/**", "--format", "json", "--no-ignore")
    assert {f["path"] for f in json.loads(out)["findings"]} == {"keep.py", "gen/out.py"}


def test_help_explains_exit_codes_and_suppression() -> None:
    result = CliRunner().invoke(cli, ["scan", "--help"])
    assert result.exit_code == 0
    assert "--fail-on" in result.output and "callbridge: ignore[rule-id" in result.output


def test_json_sarif_and_github_name_a_file_by_the_same_path(write_tree: WriteTree) -> None:
    repo = write_tree({"service/client.py": V1_CLIENT, ".git/HEAD": "ref: refs/heads/main\n"})
    folder = str(repo / "service")
    _, out, _ = run(folder, "--format", "json")
    json_paths = {f["path"] for f in json.loads(out)["findings"]}
    _, out, _ = run(folder, "--format", "sarif")
    sarif_paths = {
        r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
        for r in json.loads(out)["runs"][0]["results"]
    }
    _, out, _ = run(folder, "--format", "github")
    github_paths = {
        line.split("file=", 1)[1].split(",", 1)[0] for line in out.splitlines() if "file=" in line
    }
    assert json_paths == sarif_paths == github_paths == {"service/client.py"}
