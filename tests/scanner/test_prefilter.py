"""The fast paths must never change a result: they only decide where to look.

The prefilter and the classifier skip work with facts read from each regex (literals every
match contains, matches that never cross a line). These tests hold those shortcuts to the
plain full-text search on the labeled corpus and on awkward variants of it, and check that
worker processes, large files and the cached rule pack give the same findings as the plain
path.
"""

from __future__ import annotations

import pickle
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from scanner_samples import LEAKED_KEY, V1_CLIENT, V2_CLIENT, WriteTree

import callbridge.scanner._filescan as filescan_module
import callbridge.scanner._pool as pool_module
from callbridge.scanner import load_rules, mask_line, scan
from callbridge.scanner._cache import cache_file, cached
from callbridge.scanner._context import _SERVICE_RE, _URL_RE, _WEAK_SERVICE_RE
from callbridge.scanner._filescan import (
    Classifier,
    anchor_of,
    build_spec,
    worker_classifier_spec,
)
from callbridge.scanner._languages import language_for
from callbridge.scanner._literals import (
    _FOLD_EXCEPTIONS,
    finditer,
    fold,
    gate_facts,
    may_match,
    split_alternatives,
)
from callbridge.scanner._prefilter import (
    ANCHORED_WINDOWS,
    FIRST_READ,
    HELD,
    Prefilter,
    _Gate,
    _widened,
    compile_gates,
    gate_finder,
)
from callbridge.scanner._rules import prefilter_literals

CORPUS = Path(__file__).resolve().parent / "corpus"


def _texts() -> list[str]:
    """The corpus, and each file again uppercased, with CRLF line ends and with letters
    that only Unicode case folding ties to ASCII (long s, Kelvin sign)."""
    base = [p.read_text(encoding="utf-8") for p in sorted(CORPUS.rglob("*")) if p.is_file()]
    variants = [
        *(t.upper() for t in base),
        *(t.replace("\n", "\r\n") for t in base),
        *(t.replace("s", "\u017f").replace("k", "\u212a") for t in base),
        *(t.replace("e", "\u00e9").replace("i", "\u0130") for t in base),
        "x-user-email: a\n'X-USER-ID'\n\"/api/public/v1\" # https://calls.test/api/public/v1",
    ]
    return base + variants


def _patterns() -> list[re.Pattern[str]]:
    patterns = [_URL_RE, _SERVICE_RE, _WEAK_SERVICE_RE]
    for rule in load_rules():
        m = rule.matcher
        patterns += [p for p in (m.pattern, m.line_requires, m.file_requires) if p is not None]
    return patterns


@pytest.mark.parametrize("pattern", _patterns(), ids=lambda p: p.pattern[:40])
def test_line_search_finds_exactly_what_a_full_search_finds(pattern: re.Pattern[str]) -> None:
    for text in _texts():
        folded = fold(text)
        expected = [m.span() for m in pattern.finditer(text)]
        assert [m.span() for m in finditer(pattern, text, folded)] == expected
        if expected:
            assert may_match(pattern, text, folded)


def test_lowercasing_stands_for_ignore_case_search_except_where_fold_says_not() -> None:
    everything = "".join(map(chr, range(0x80, 0x110000)))
    # Non-ASCII characters an ignore-case regex equates with an ASCII letter:
    twins = set(re.findall("(?i)[a-z]", everything))
    assert {c for c in twins if c.lower() not in "abcdefghijklmnopqrstuvwxyz"} == set(
        _FOLD_EXCEPTIONS
    )
    # and lowercasing keeps offsets unless one of them is there (U+0130 grows):
    assert len(everything.replace("\u0130", "").lower()) == len(everything) - 1
    assert fold("Straße İ") is None and fold("Straße K") == "straße k"


def test_prefilter_regexes_answer_as_a_full_search_does() -> None:
    rules = load_rules()
    prefilter = Prefilter(build_spec(rules, prefilter_literals(rules)))
    assert prefilter.gates
    for text in _texts():
        low = text.encode("utf-8").lower()
        for index, gate in enumerate(prefilter.gates):
            assert prefilter._gate(index, low) == (gate.pattern.search(low) is not None)


def test_anchor_is_a_literal_every_match_holds_a_bounded_way_from_its_start() -> None:
    assert anchor_of(rb"(?<![\w.-])[\w.-]{0,64}?key[\w.-]{0,64}=", 0) == (b"key", 64)
    assert anchor_of(rb"(?<![\w.-])value\s*=", 0) == (b"value", 0)
    assert anchor_of(rb"(?i)\bX-API-KEY", 0) == (b"x-api-key", 0)
    assert anchor_of(rb"[\w.-]*key", 0) == (b"", 0)  # could start anywhere before it
    assert anchor_of(rb"key\s*=", 0) == (b"", 0)  # a leading literal: the engine scans for it
    assert anchor_of(rb"a(?:b|c)d", 0) == (b"", 0)  # no run of three literal bytes


def test_anchored_search_answers_as_a_full_search_does() -> None:
    """A regex tried only in the windows before its anchor literal finds a match exactly
    when a search of the whole text does: matches at the edges of the windows, anchors
    close together, and anchors so common that the rest is searched instead."""
    pattern = rb"(?<![\w.-])[\w.-]{0,8}?key[\w.-]{0,8}\s*=\s*\d"
    gate = _Gate(pattern, 0, (b"key",), False, ((pattern, *anchor_of(pattern, 0)),))
    full = re.compile(pattern)
    rng = random.Random(3)
    pieces = [b"key", b"monkey", b"keys", b"a", b"b-", b".", b" ", b"=", b"1", b"\n"]
    matched = 0
    for _ in range(3000):
        low = b"".join(rng.choice(pieces) for _ in range(rng.randrange(1, 40)))
        expected = full.search(low) is not None
        assert gate.matches(low) == expected, low
        matched += expected
    assert 300 < matched < 2700  # both answers are common: the comparison is not vacuous
    common = b"key " * (ANCHORED_WINDOWS + 10)
    assert not gate.matches(common)
    assert gate.matches(common + b"the-monkey = 1")


def _variants_with_rare_whitespace() -> list[str]:
    """The texts again with vertical tabs and form feeds where spaces were: whitespace
    classes differ most between regex engines there."""
    return [t.replace(" ", "\v") for t in _texts()] + [t.replace(" ", "\f") for t in _texts()]


def test_hyperscan_answers_as_the_plain_search_does(tmp_path: Path) -> None:
    """Hyperscan (one pass for every literal, then one for every prefilter regex) and the
    standard-library searches keep and wake exactly the same files and rules."""
    pytest.importorskip("hyperscan")
    rules = load_rules()
    spec = build_spec(rules, prefilter_literals(rules))
    fast, plain = Prefilter(spec), Prefilter(spec, hyperscan=False)
    assert fast.find is not None and set(fast.gate_scans) == set(range(len(fast.gates)))
    assert plain.find is None and not plain.gate_scans
    texts = _texts() + _variants_with_rare_whitespace()
    kept = 0
    for number, text in enumerate(texts):
        for language in ("python", "javascript", "yaml", "shell", "go"):
            path = tmp_path / f"{number}-{language}"
            path.write_text(text, encoding="utf-8")
            expected = plain.check(str(path), path.name, language)
            assert fast.check(str(path), path.name, language) == expected, (number, language)
            kept += expected[1] is not None
    assert kept > len(texts)  # the corpus wakes rules: the comparison is not vacuous


def test_hyperscan_gates_report_every_match_the_regex_has() -> None:
    pytest.importorskip("hyperscan")
    rules = load_rules()
    prefilter = Prefilter(build_spec(rules, prefilter_literals(rules)))
    assert prefilter.gate_scans
    reported = 0
    for text in _texts() + _variants_with_rare_whitespace():
        low = text.encode("utf-8").lower()
        for index, gate in enumerate(prefilter.gates):
            if gate.pattern.search(low) is not None:
                assert prefilter.gate_scans[index](low), (gate.pattern.pattern, text[:80])
                reported += 1
    assert reported  # the corpus matches the regexes: the comparison is not vacuous


def test_a_gate_widens_its_regex_s_bounded_repeats() -> None:
    """Hyperscan compiles `{0,64}` as 64 states and `*` as one: a gate, which may match
    more than its regex, takes the unbounded repeat; a brace written as text stays."""
    assert _widened(rb"x_[a-z0-9_]{0,64}signature[a-z]{1,16}?") == rb"x_[a-z0-9_]*signature[a-z]+?"
    assert _widened(rb"a\\{0,3}b{2,5}") == rb"a\\{0,3}b{2,5}"
    pytest.importorskip("hyperscan")
    scans = gate_finder(compile_gates(((rb"x_[a-z0-9_]{0,8}signature", 0),)))
    assert scans is not None and scans[0](b"h = x_acme_signature")
    assert not scans[0](b"h = x-acme-signature")


def test_regexes_hyperscan_cannot_take_are_left_to_the_plain_search() -> None:
    pytest.importorskip("hyperscan")
    gates = (
        (rb"calling[-_ ]api", 0),
        (rb"a{,3}b", 0),  # Python reads {,3} as a repeat, Hyperscan as text
        (rb"x  y  # spaced", re.VERBOSE),
        (rb"(?<!abc)(?:", 0),  # not a regex at all
        (rb"token", re.IGNORECASE),
    )
    database = compile_gates(gates)
    assert database is not None and [index for index, _ in database] == [0, 4]
    scans = gate_finder(database)
    assert scans is not None and set(scans) == {0, 4}
    assert scans[0](b"x calling_api TOKEN") and scans[4](b"x calling_api TOKEN")
    assert not scans[0](b"call api") and not scans[4](b"call api")
    assert gate_finder(((0, b"not a database"),)) is None


def test_caches_are_rebuilt_when_stale_or_damaged(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    builds: list[int] = []

    def build() -> list[int]:
        builds.append(1)
        return [len(builds)]

    def is_list(value: object) -> bool:
        return isinstance(value, list)

    assert cached("probe", "k1", build, is_list) == [1]
    assert cached("probe", "k1", build, is_list) == [1] and len(builds) == 1  # read back
    assert cached("probe", "k2", build, is_list) == [2]  # another key: rebuilt
    cache_file("probe").write_bytes(b"\x00damaged")
    assert cached("probe", "k2", build, is_list) == [3]
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    cache_file("probe").unlink()
    assert cached("probe", "k2", build, is_list) == [4] and not cache_file("probe").exists()


def test_regex_facts_are_kept_for_the_next_run(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from callbridge.scanner import _literals

    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(_literals, "_SAVED", {})
    monkeypatch.setattr(_literals, "_LEARNED", {})
    monkeypatch.setattr(_literals, "_FACTS", {})
    pattern = re.compile(r"(?i)probe-literal-[0-9]+")
    facts = _literals.text_facts(pattern)
    assert facts[1] == ("probe-literal-",)
    _literals.save_facts()
    # a new process: nothing in memory, the facts read back from the cache
    monkeypatch.setattr(_literals, "_SAVED", None)
    monkeypatch.setattr(_literals, "_FACTS", {})
    monkeypatch.setattr(_literals, "_text_facts", lambda _: pytest.fail("worked out again"))
    assert _literals.text_facts(pattern) == facts


def test_the_regex_facts_cache_is_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from callbridge.scanner import _cache, _literals

    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    monkeypatch.setattr(_literals, "_SAVED", {})
    monkeypatch.setattr(_literals, "_LEARNED", {})
    monkeypatch.setattr(_literals, "_FACTS", {})
    monkeypatch.setattr(_literals, "MAX_SAVED_FACTS", 1)
    _literals.text_facts(re.compile("first-[0-9]+"))
    _literals.text_facts(re.compile("second-[0-9]+"))
    _literals.save_facts()
    assert not _cache.cache_file("textfacts").exists()  # two would pass the bound: none kept


def test_worker_processes_can_use_hyperscan() -> None:
    pytest.importorskip("hyperscan")
    command = pool_module.worker_command()
    assert command is not None
    boot = command[-1].replace("_prefilter.main()", "print(_prefilter.hyperscan_version())")
    out = subprocess.run([*command[:-1], boot], capture_output=True, text=True, check=True)
    assert out.stdout.strip() not in ("", "None")


def test_literal_facts() -> None:
    assert gate_facts(rb"(?:x-|http_x_)[a-z0-9_-]*signature") == ((b"signature",), True)
    assert gate_facts(rb"ver\s*=\s*v1") == ((b"ver",), False)  # \s crosses lines
    assert gate_facts(rb"(?i)API (?:is )?disabled|user not found") == (
        (b"disabled", b"user not found"),
        True,
    )
    assert gate_facts(rb"^ab") == ((b"ab",), False)  # ^ is the string's start, not a line's
    assert gate_facts(rb"(?m)^ab") == ((b"ab",), True)
    assert gate_facts(rb"a*") == ((), True)  # may match nothing: no literal is required
    assert gate_facts(rb"_(?:live|test)_[0-9a-f]{8}") == ((b"_live_", b"_test_"), True)


def test_alternatives_are_split_only_where_each_can_stand_alone() -> None:
    assert split_alternatives(rb"ver\s*=\s*v1|:-v1\}") == (rb"ver\s*=\s*v1", rb":-v1\}")
    assert split_alternatives(rb"(?:x-|http_x_)\w*sig") == (rb"x-\w*sig", rb"http_x_\w*sig")
    assert split_alternatives(rb"[|a]b|(c|d)") == (rb"[|a]b", rb"(c|d)")
    assert split_alternatives(rb"(?:a|b)?c") == (rb"(?:a|b)?c",)  # the group is optional
    assert split_alternatives(rb"(a)|b\1") == (rb"(a)|b\1",)  # \1 would change meaning


def test_large_file_is_read_whole(write_tree: WriteTree) -> None:
    padding = "# filler line\n" * (2 * FIRST_READ // 14)
    root = write_tree({"big.py": padding + 'BASE = "https://calls.example.com/api/public/v1"\n'})
    [finding] = scan([root]).findings
    assert finding.line == padding.count("\n") + 1


def test_worker_processes_give_the_serial_result(write_tree: WriteTree) -> None:
    files: dict[str, str | bytes] = {f"p{i}/c{i}.py": V1_CLIENT for i in range(40)}
    files.update({f"p{i}/v{i}.py": V2_CLIENT for i in range(40)})
    root = write_tree(files)
    serial = scan([root], jobs=1)
    parallel = scan([root], jobs=3)
    assert parallel.stats.jobs == 3
    assert parallel.findings == serial.findings and parallel.stats.files_scanned == 80


def test_a_worker_classifies_the_files_it_keeps_as_this_process_would(
    write_tree: WriteTree,
) -> None:
    root = write_tree({"c.py": V1_CLIENT, "v.py": V2_CLIENT, "notes.txt": "nothing here\n"})
    rules = load_rules()
    spec = build_spec(rules, prefilter_literals(rules))
    command = pool_module.worker_command()
    assert command is not None
    items = [(str(root / name), name, language_for(name)) for name in ("c.py", "v.py", "notes.txt")]
    pool = pool_module.WorkerPool(spec, 1, command, worker_classifier_spec(rules))
    try:
        pool.put((0, items))
        pool.close()
        chunk_id, _, results = pool.done.get(timeout=60)
    finally:
        pool.shutdown()
    assert chunk_id == 0 and results is not None
    prefilter, classifier = Prefilter(spec), Classifier(rules)
    expected = [
        classifier.outcome(rel, *prefilter.check(path, rel, lang)) for path, rel, lang in items
    ]
    assert isinstance(results[0], bytes)  # kept, and classified over there
    got = [
        pickle.loads(result) if isinstance(result, bytes) else classifier.outcome(rel, result, None)
        for result, (_, rel, _) in zip(results, items, strict=True)
    ]
    assert got == expected
    assert got[0][5] is not None and got[0][5].findings  # the v1 client's findings came back


def test_a_worker_that_dies_or_cannot_start_costs_only_speed(
    write_tree: WriteTree, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = write_tree({f"p{i // 10}/c{i}.py": V1_CLIENT for i in range(400)})
    serial = scan([root], jobs=1)
    # A worker that exits at once, before reading any work: its chunks are redone here.
    monkeypatch.setattr(pool_module, "worker_command", lambda: [sys.executable, "-c", "pass"])
    assert scan([root], jobs=2).findings == serial.findings
    # A worker that cannot start at all: the scan runs in this process.
    monkeypatch.setattr(pool_module, "worker_command", lambda: [str(root / "no-such-python")])
    result = scan([root], jobs=2)
    assert result.findings == serial.findings and result.stats.jobs == 1


def test_cached_rule_pack_is_used_only_while_it_matches_the_rule_files(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    fresh = load_rules()
    [cache] = tmp_path.rglob("rulepack.*")
    assert load_rules() == fresh  # read back from the cache
    cache.write_bytes(b"not a rule pack")
    assert load_rules() == fresh
    import marshal

    cache.write_bytes(marshal.dumps(((("stale.yaml", 0, 0),), [("rules/x.yaml", [])])))
    assert load_rules() == fresh


def test_the_prefilter_spec_is_cached_apart_with_and_without_hyperscan(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process without Hyperscan (a platform with no wheel, the benchmark's plain run)
    must not evict the spec holding the compiled database, which takes tens of ms to
    build again."""
    pytest.importorskip("hyperscan")
    monkeypatch.setattr(sys, "pycache_prefix", str(tmp_path))
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    rules = load_rules()
    literals = prefilter_literals(rules)
    fast = build_spec(rules, literals)
    with_hyperscan = filescan_module.hyperscan_version
    monkeypatch.setattr(filescan_module, "hyperscan_version", lambda: None)
    plain = build_spec(rules, literals)
    assert fast[5] is not None and plain[5] is None
    monkeypatch.setattr(filescan_module, "hyperscan_version", with_hyperscan)

    def compile_again(gates: object) -> None:
        raise AssertionError("the cached database was evicted")

    monkeypatch.setattr(filescan_module, "compile_gates", compile_again)
    assert build_spec(rules, literals) == fast


def test_mask_line_is_public() -> None:
    masked = mask_line(f'API_KEY = "{LEAKED_KEY}"')
    assert LEAKED_KEY not in masked and "cb_live_3f1c2a7e" in masked


def test_a_literal_that_holds_keeps_a_file_back_without_reading_it_closer(
    write_tree: WriteTree,
) -> None:
    root = write_tree(
        {
            "group_vars/staging.yml": 'ringlane_api_key: "rl_9Rk3LmQw7XvB2nTz5PaJ8hEy"\n',
            "notes.md": "The key to the cellar is under the mat.\n",
        }
    )
    rules = load_rules()
    prefilter = Prefilter(build_spec(rules, prefilter_literals(rules)))
    held, data = prefilter.check(str(root / "group_vars/staging.yml"), "staging.yml", "yaml")
    assert held[4] == (HELD,) and data is None  # held back, not read for the rules
    plain, _ = prefilter.check(str(root / "notes.md"), "notes.md", "markdown")
    assert plain[4] in (None, (HELD,))


def test_a_held_back_key_is_found_once_the_scan_knows_the_brand(
    write_tree: WriteTree,
) -> None:
    files: dict[str, str | bytes] = {
        "client.py": 'BASE = "https://api.ringlane.io/api/public/v1"\n',
        "group_vars/staging.yml": 'ringlane_api_key: "rl_9Rk3LmQw7XvB2nTz5PaJ8hEy"\n',
        "group_vars/other.yml": 'maps_api_key: "AIzaSyD4x9c7EXAMPLE0forDOCS12345"\n',
    }
    # many files, so that workers take part too
    files.update({f"pad/m{i}.py": f"VALUE_{i} = {i}\n" for i in range(60)})
    root = write_tree(files)
    for jobs in (1, 3):
        found = [(f.path, f.category) for f in scan([root], jobs=jobs).findings]
        assert ("group_vars/staging.yml", "hardcoded-api-key") in found
        assert not [f for f in found if f[0] == "group_vars/other.yml"]
    # without the client, nothing names the brand: the key is nobody's
    (root / "client.py").unlink()
    assert scan([root]).findings == []


def test_built_in_rule_regexes_compile_on_first_use_and_all_compile() -> None:
    """The built-in pack's regexes wait until a file needs them (a worker unpickles them as
    text); every one of them is a valid pattern."""
    regexes = [
        regex
        for rule in load_rules()
        for regex in (
            rule.matcher.pattern,
            rule.matcher.line_requires,
            rule.matcher.line_excludes,
            rule.matcher.file_requires,
            rule.matcher.exclude_match,
            rule.matcher.accept_name,
            rule.matcher.prefix_excludes,
            rule.matcher.near and rule.matcher.near.pattern,
            rule.matcher.not_near and rule.matcher.not_near.pattern,
        )
        if regex
    ]
    assert len(regexes) > 50
    shipped = pickle.loads(pickle.dumps(regexes))
    assert shipped == regexes
    assert all(r._compiled is None for r in shipped)  # sent as text
    for regex in shipped:
        assert regex.compiled.pattern == regex.pattern  # raises re.error if one is broken
    probe = next(r for r in shipped if "api/public" in r.pattern)
    assert probe.search("GET https://api.example.com/api/public/v1/calls") is not None
