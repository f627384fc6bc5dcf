"""What the scan learns from all files, applied to some of them again.

Files beside the service's client, and the modules it imports: the error types and models of
its package, its HTTP helper.

The rules read a file only when it names the service (its base path, a v1 endpoint, a name
such as CALLING_API_URL). The types a client decodes the service's answers into often live
in a file of their own that names nothing of the kind: `errors.go` beside `client.go`,
`CallingErrorResponse.java` beside `CallingClient.java`, `../lib/http.ts` building the
client's axios instance. Such a file is read in a second pass when it sits in the same
directory as a file that talks to the service (its versioned base path, the base path with a
version slot, `/api/public/${VERSION}`, or a v1 endpoint) or
that file imports it, and only what has no destination of its own is kept: it counts,
like any such finding, when a file that talks to the service uses a type the file declares.
So is a file whose name or folder names the service's brand (`Models/DialwaveErrorBody.swift`
in another folder than the client), and what it holds with no destination is the client's.

Bounds: program code only (configuration never declares types), files the first pass read
and did not skip, a directory only when it holds at most `MAX_DIR_FILES` such files (a
package, not a folder of generated files), at most `MAX_SIBLINGS` files in a scan.

The service's hosts: a host seen with the base path in one file (`api.dialwave.io/api/public`)
is the service's in every file. A file that named such a host without the base path (a config
module's `getenv("DIALWAVE_HOST", "https://api.dialwave.io")`) took it for another service's
on its own; it is read again knowing better. So is a file that names the service's brand
where a match went to another destination (`config.dialwaveKey` beside the app's own backend
URL) or where the prefilter held a rule back for want of the service's name (`x-api-key`
sent by a client that names only `DialwaveEndpoint`): the name marks the service where it
stands. So is a file that reported something and names another vendor of the scan
(`PostwellClient`): its bare `/contact-lists` paths may be that vendor's. A test read again
for the brand runs only the rules its own literals woke and those that hold tests back too
(a key's name): its statuses and error bodies are mostly mocks. At most `MAX_REREAD` files.
"""

# One open() per sibling, with the walker's str paths.
# ruff: noqa: PTH118

from __future__ import annotations

import os
import posixpath
import re
from collections.abc import Iterable
from functools import cached_property
from typing import TYPE_CHECKING

from callbridge.scanner._filescan import read_candidate
from callbridge.scanner._languages import DATA_LANGUAGES, EMBEDS, MARKDOWN, language_for
from callbridge.scanner._prefilter import MAX_FILE_BYTES, decode
from callbridge.scanner._rules import Rule

if TYPE_CHECKING:
    from callbridge.scanner._filescan import FileOutcome
    from callbridge.scanner._matcher import FileAnalysis
    from callbridge.scanner._names import Known

MAX_SIBLINGS = 2_000
IMPORT_LEVELS = 2  # the client's imports, and theirs
MAX_DIR_FILES = 64  # unread files beside a client above which its folder is not a package
MAX_REREAD = 2_000
_CODE_NAME = re.compile(r"[A-Za-z_][\w$]{2,}")


class _Modules:
    """The scan's files by path without extension, and by last name, for imports: indexed
    when an import first needs it (most clients import only packages, `import requests`)."""

    def __init__(self, paths: Iterable[str]) -> None:
        self._paths = paths

    @cached_property
    def by_stem(self) -> dict[str, str]:
        return {_stem(rel): rel for rel in self._paths}

    @cached_property
    def by_name(self) -> dict[str, list[str]]:
        by_name: dict[str, list[str]] = {}
        for stem in self.by_stem:
            by_name.setdefault(stem.rpartition("/")[2], []).append(stem)
        return by_name

    def imported(self, files: list[tuple[str, str, tuple[str, ...]]]) -> list[str]:
        """The files the imports of `files` (path, language, modules) name."""
        return [
            self.by_stem[stem]
            for rel, language, modules in files
            for module in modules
            for stem in self._stems(rel, language, module)
        ]

    def _stems(self, rel: str, language: str, module: str) -> list[str]:
        here = posixpath.dirname(rel)
        if module.startswith(("./", "../")) or language == "ruby":  # relative to the file
            base = posixpath.normpath(posixpath.join(here, module))
            return [stem for stem in (base, f"{base}/index") if stem in self.by_stem]
        if module.startswith("."):  # Python: `from ..errors import X`
            dots = len(module) - len(module.lstrip("."))
            up = here
            for _ in range(dots - 1):
                up = posixpath.dirname(up)
            base = posixpath.join(up, module.lstrip(".").replace(".", "/"))
            return [stem for stem in (base, f"{base}/__init__") if stem in self.by_stem]
        path = module.replace(".", "/")  # a module path: the file whose path ends with it
        if "/" not in path:
            return []
        named = self.by_name.get(path.rpartition("/")[2], [])
        return [stem for stem in named if stem == path or stem.endswith("/" + path)][:4]


def _stem(rel: str) -> str:
    name = rel.rpartition("/")[2]
    dot = name.rfind(".")
    return rel[: len(rel) - len(name) + dot] if dot > 0 else rel


def read_helpers(
    root: str, outcomes: list[FileOutcome], rules: list[Rule], brands: frozenset[str]
) -> tuple[dict[str, FileAnalysis], set[str]]:
    """The files beside a client of the service and the modules it imports (and theirs, one
    level more), and the files whose name or folder names the service's brand
    (`Models/DialwaveErrorBody.swift`, `integrations/dialwave/errors.py`). Returns the
    analyses of those the first pass did not read, each keeping
    only what has no destination of its own and the names it uses (a helper's use of a
    header constant counts like the client's); and the paths of all of them, read or not
    (their functions are the client's)."""
    from callbridge.scanner._names import path_words

    clients = [(o[0], o[5]) for o in outcomes if o[5] is not None and o[5].talks]
    if not clients:
        return {}, set()
    named = [o[0] for o in outcomes if brands and not brands.isdisjoint(path_words(o[0]))]
    dirs = {rel.rpartition("/")[0] for rel, _ in clients}
    modules = _Modules(o[0] for o in outcomes)
    imported = modules.imported([(rel, a.language, a.imports) for rel, a in clients])
    helpers = {o[0] for o in outcomes if o[0].rpartition("/")[0] in dirs}
    helpers = helpers - {rel for rel, _ in clients} | set(imported) | set(named)
    unread = {
        rel
        for rel, size, skipped, error, _, analysis in outcomes
        if (analysis is None or not analysis.read)
        and skipped is None
        and error is None
        and size <= MAX_FILE_BYTES
    }
    beside: dict[str, list[str]] = {}
    for rel in sorted(unread):
        if rel.rpartition("/")[0] in dirs:
            beside.setdefault(rel.rpartition("/")[0], []).append(rel)
    # a package's directory, not a folder of thousands of generated or vendored files
    queue = [rel for files in beside.values() if len(files) <= MAX_DIR_FILES for rel in files]
    queue += [rel for rel in imported + named if rel in unread]
    from callbridge.scanner._matcher import IMPORTED, analyze

    found: dict[str, FileAnalysis] = {}
    seen: set[str] = set()
    for level in range(IMPORT_LEVELS):
        following: list[tuple[str, str, tuple[str, ...]]] = []
        for rel in queue:
            language = language_for(posixpath.basename(rel))
            if rel in seen or language is None or language in DATA_LANGUAGES:
                continue
            if len(seen) >= MAX_SIBLINGS:
                return found, helpers
            seen.add(rel)
            data, _ = read_candidate(os.path.join(root, rel), rel)
            if data is None:
                continue
            text, _ = decode(data)
            result = analyze(text, language, _rules_for(rules, language, text))
            # a finding decided here would have woken the first pass
            result.findings, result.assignments = [], []
            result.identifiers = frozenset(_CODE_NAME.findall(text))
            found[rel] = result
            # a test beside the client tests whatever it imports, not the client's code
            if level + 1 < IMPORT_LEVELS and not _TEST_PATH.search(rel):
                names = tuple(m.group(m.lastindex or 0) for m in IMPORTED.finditer(text))
                following.append((rel, language, names))
        queue = [rel for rel in modules.imported(following) if rel in unread]
    return found, helpers


def reread_knowing(
    root: str, outcomes: Iterable[FileOutcome], rules: list[Rule], known: Known
) -> dict[str, FileAnalysis]:
    """The files whose own view of a host or a name the scan corrected, analysed again: a
    host that turned out to be the service's; a match taken for another destination's, or
    a rule the prefilter held back for want of the service's name, in a file that names the
    service's product; a file that reported something and names another vendor of the scan
    (`PostwellClient`), whose bare paths may be that vendor's. A test read again for the
    brand runs only the rules its own literals woke and those that hold tests back too."""
    from callbridge.scanner._matcher import analyze

    found: dict[str, FileAnalysis] = {}
    for rel, _, _, _, _, analysis in outcomes:
        if analysis is None:
            continue
        by_host = bool(analysis.other_words & known.hosts)
        by_vendor = _names_another_vendor(analysis, known)
        if not (by_host or by_vendor or (analysis.held and known.product_re is not None)):
            continue
        if len(found) >= MAX_REREAD:
            break
        data, _ = read_candidate(os.path.join(root, rel), rel)
        if data is None:
            continue
        text, _ = decode(data)
        # the brand in the text, or in the file's own name (`Dialwell_Setting.Default.md-meta.xml`)
        by_brand = known.product_re is not None and (
            known.product_re.search(text) is not None
            or known.product_re.search(posixpath.basename(rel)) is not None
        )
        if not (by_host or by_vendor or by_brand):
            continue
        language = analysis.language
        wanted = _rules_for(rules, language, text)
        if not by_host and _TEST_PATH.search(rel):
            wanted = _woken_in_tests(wanted, text)
        found[rel] = analyze(text, language, wanted, known)
    return found


# a test's path: its folder (`tests/`, `spec/`, `__tests__/`) or its name (`client_test.go`,
# `client.test.ts`, `ClientTests.swift`, `test_client.py`)
_TEST_PATH = re.compile(
    r"(?i)(?:^|/)(?:tests?|specs?|__tests__|testdata)/|(?:_test|_spec|\.test|\.spec)\.\w+$"
    r"|(?<=[a-z])Tests?\.\w+$|(?:^|/)test_[^/]*$"
)


def _woken_in_tests(rules: list[Rule], text: str) -> list[Rule]:
    """The rules a test file read again for the brand runs: those its literals woke in the
    first pass, and those held back on a literal it holds that hold tests too (a key's
    name); not the rest, whose lines in a test are mostly mocks (`hold_tests: false`)."""
    low = text.lower()
    return [
        rule
        for rule in rules
        if any(literal in low for literal in rule.matcher.literals)
        or (
            rule.matcher.hold_tests
            and any(literal in low for literal in rule.matcher.hold_literals)
        )
    ]


def _names_another_vendor(analysis: FileAnalysis, known: Known) -> bool:
    """Did the file report something and name another vendor of the scan in its code
    (`PostwellClient`)? Its bare endpoint paths may be that vendor's."""
    pattern = known.other_re
    if pattern is None or not (analysis.findings or analysis.undecided or analysis.constants):
        return False
    return any(pattern.search(name) for name in analysis.identifiers)


def _rules_for(rules: list[Rule], language: str, text: str) -> list[Rule]:
    """The rules of a language whose file condition the text meets (the first pass's
    prefilter does not run here)."""
    return [
        rule
        for rule in rules
        if (
            language in rule.languages
            or language == MARKDOWN
            or rule.languages & EMBEDS.get(language, frozenset())
        )
        and (rule.matcher.file_requires is None or rule.matcher.file_requires.search(text))
    ]
