"""Edits are exact: bytes outside them never change, whatever the encoding and line endings;
overlaps, suppressions and files that changed since the scan are skipped and reported."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest

from callbridge.fix import Edit, Source, apply_plan, plan_fixes
from callbridge.scanner import load_rules, scan

BASE = "https://calls.example.com/api/public/v1"
CLIENT = f'BASE = "{BASE}"\nheaders = {{"x-api-key": KEY, "X-User-Email": who}}\n'


def _fix_file(path: Path, *, unsafe: bool = False) -> None:
    result = scan([path.parent])
    apply_plan(plan_fixes(result, unsafe=unsafe), result, rescan=False)


@pytest.mark.parametrize(
    ("label", "encode"),
    [
        ("crlf", lambda text: text.replace("\n", "\r\n").encode()),
        ("bom", lambda text: codecs.BOM_UTF8 + text.encode()),
        ("utf-16", lambda text: codecs.BOM_UTF16_LE + text.encode("utf-16-le")),
        ("no final newline", lambda text: text.rstrip("\n").encode()),
        ("tabs and non-ascii", lambda text: ("# café ☎\n\t\n" + text).encode()),
    ],
)
def test_bytes_outside_the_edits_are_preserved(tmp_path: Path, label: str, encode: object) -> None:
    assert callable(encode)
    path = tmp_path / "client.py"
    path.write_bytes(encode(CLIENT))
    _fix_file(path)
    fixed = CLIENT.replace("v1", "v2").replace(
        '{"x-api-key": KEY, "X-User-Email": who}', '{"Authorization": f"Bearer {KEY}"}'
    )
    assert path.read_bytes() == encode(fixed), label


def test_two_fixes_on_one_line_compose(tmp_path: Path) -> None:
    path = tmp_path / "client.js"
    path.write_text(
        f'fetch("{BASE}/me", {{ headers: {{ "x-user-id": uid, "x-api-key": key }} }});\n',
        encoding="utf-8",
    )
    _fix_file(path)
    assert path.read_text(encoding="utf-8") == (
        'fetch("https://calls.example.com/api/public/v2/me", '
        '{ headers: { "Authorization": `Bearer ${key}` } });\n'
    )


def test_overlapping_fixes_keep_the_first_and_report_the_other(tmp_path: Path) -> None:
    # A user rule whose fix removes the whole entry the built-in one rewrites.
    rules = tmp_path / "rules.yaml"
    rules.write_text(
        "rules:\n"
        "  - id: drop-key-header\n"
        "    category: custom-headers\n"
        "    message: Drop the key header.\n"
        "    v2_workflow: Remove it.\n"
        "    recipe: check-credential\n"
        "    matcher: {literals: [x-api-key], pattern: 'x-api-key', context: string}\n"
        "    fix: {action: remove-header, safety: safe}\n",
        encoding="utf-8",
    )
    code = tmp_path / "src" / "client.py"
    code.parent.mkdir()
    code.write_text(f'BASE = "{BASE}"\nh = {{"a": 1, "x-api-key": KEY}}\n', encoding="utf-8")
    result = scan([code.parent], rules=load_rules([rules]))
    plan = plan_fixes(result)
    skipped = [i for i in plan.items if i.status == "skipped"]
    assert len(skipped) == 1 and skipped[0].reason.startswith("overlaps the fix for")
    apply_plan(plan, result, rescan=False)
    # the entry is removed (the first fix, by rule id) and never also rewritten
    assert code.read_text(encoding="utf-8") == f'BASE = "{BASE}"\nh = {{"a": 1}}\n'.replace(
        "v1", "v2"
    )


def test_overlap_is_decided_on_text_ranges() -> None:
    assert Edit(0, 5, "x").overlaps(Edit(4, 6, "y"))
    assert not Edit(0, 5, "x").overlaps(Edit(5, 6, "y"))
    assert not Edit(3, 3, "x").overlaps(Edit(0, 3, "y"))


def test_suppressed_findings_are_never_fixed(tmp_path: Path) -> None:
    path = tmp_path / "client.py"
    text = f'OLD = "{BASE}"  # callbridge: ignore\n\nNEW = "{BASE}"\n'
    path.write_text(text, encoding="utf-8")
    _fix_file(path)
    assert path.read_text(encoding="utf-8") == (
        f'OLD = "{BASE}"  # callbridge: ignore\n\nNEW = "{BASE.replace("v1", "v2")}"\n'
    )


def test_a_file_changed_since_the_scan_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "client.py"
    path.write_text(f'BASE = "{BASE}"\n', encoding="utf-8")
    result = scan([tmp_path])
    path.write_text(f'BASE = "{BASE}"  # edited\n', encoding="utf-8")
    plan = plan_fixes(result)
    assert [i.reason for i in plan.items] == ["the file changed since the scan"]
    assert plan.changed == []


def test_a_file_changed_between_plan_and_apply_is_not_written(tmp_path: Path) -> None:
    path = tmp_path / "client.py"
    path.write_text(f'BASE = "{BASE}"\n', encoding="utf-8")
    result = scan([tmp_path])
    plan = plan_fixes(result)
    path.write_text(f'BASE = "{BASE}"\nOTHER = 1\n', encoding="utf-8")
    applied = apply_plan(plan, result, rescan=False)
    assert applied.skipped == {"client.py": "the file changed since the scan"}
    assert path.read_text(encoding="utf-8").endswith("OTHER = 1\n")


def test_invalid_utf8_is_never_edited(tmp_path: Path) -> None:
    path = tmp_path / "client.py"
    data = f'BASE = "{BASE}"\nNAME = "\xff"\n'.encode("latin-1")
    path.write_bytes(data)
    result = scan([tmp_path])
    plan = plan_fixes(result)
    assert plan.changed == [] and plan.items[0].status == "skipped"
    assert path.read_bytes() == data


def test_source_refuses_bytes_that_do_not_round_trip() -> None:
    from callbridge.fix._source import Undecodable

    with pytest.raises(Undecodable):
        Source(b"\xff\xfe\x00")  # an odd-length UTF-16 body
    assert Source(b"a\r\nb").line_text(1) == "a"


def test_file_mode_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "smoke.sh"
    path.write_text(f'curl -s "{BASE}/me"\n', encoding="utf-8")
    path.chmod(0o750)
    _fix_file(path)
    assert path.stat().st_mode & 0o777 == 0o750
    assert "/api/public/v2/me" in path.read_text(encoding="utf-8")


def test_a_review_can_keep_only_some_fixes(tmp_path: Path) -> None:
    path = tmp_path / "client.py"
    path.write_text(CLIENT, encoding="utf-8")
    result = scan([tmp_path])
    plan = plan_fixes(result)
    base_path = [i for i in plan.items if i.finding.category == "v1-base-path"]
    reviewed = plan.keep_only(base_path)
    assert [i.status for i in reviewed.items if i not in base_path] == ["skipped", "skipped"]
    apply_plan(reviewed, result, rescan=False)
    assert path.read_text(encoding="utf-8") == CLIENT.replace("v1", "v2")


def test_the_only_key_of_a_yaml_mapping_is_left_for_a_person(tmp_path: Path) -> None:
    path = tmp_path / "request.yaml"
    text = f"base: {BASE}\nheaders:\n  x-user-id: 42\n"
    path.write_text(text, encoding="utf-8")
    plan = plan_fixes(scan([tmp_path]))
    (item,) = [i for i in plan.items if i.finding.category == "acting-user-header"]
    assert item.status == "skipped" and "only key" in item.reason
