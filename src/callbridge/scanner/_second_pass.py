"""What the scan learns from all files, applied to some of them again.

Files beside the service's client: the error types and models of its package.

The rules read a file only when it names the service (its base path, a v1 endpoint, a name
such as CALLING_API_URL). The types a client decodes the service's answers into often live
in a file of their own that names nothing of the kind: `errors.go` beside `client.go`,
`CallingErrorResponse.java` beside `CallingClient.java`. Such a file is read in a second
pass when it sits in the same directory as a file that talks to the service (its versioned
base path or a v1 endpoint), and only what has no destination of its own is kept: it counts,
like any such finding, when a file that talks to the service uses a type the file declares.

Bounds: program code only (configuration never declares types), files the first pass read
and did not skip, at most `MAX_SIBLINGS` files in a scan.

The service's hosts: a host seen with the base path in one file (`api.dialwave.io/api/public`)
is the service's in every file. A file that named such a host without the base path (a config
module's `getenv("DIALWAVE_HOST", "https://api.dialwave.io")`) took it for another service's
on its own; it is read again knowing better. At most `MAX_REREAD` files.
"""

# One open() per sibling, with the walker's str paths.
# ruff: noqa: PTH118

from __future__ import annotations

import os
import posixpath
from collections.abc import Iterable
from typing import TYPE_CHECKING

from callbridge.scanner._filescan import read_candidate
from callbridge.scanner._languages import DATA_LANGUAGES, language_for
from callbridge.scanner._prefilter import MAX_FILE_BYTES, decode
from callbridge.scanner._rules import Rule

if TYPE_CHECKING:
    from callbridge.scanner._filescan import FileOutcome
    from callbridge.scanner._matcher import FileAnalysis

MAX_SIBLINGS = 2_000
MAX_REREAD = 2_000


def read_siblings(
    root: str, outcomes: Iterable[FileOutcome], rules: list[Rule]
) -> dict[str, FileAnalysis]:
    """The undecided findings of the files beside a client of the service, by path."""
    outcomes = list(outcomes)
    dirs = {posixpath.dirname(o[0]) for o in outcomes if o[5] is not None and o[5].talks}
    if not dirs:
        return {}
    from callbridge.scanner._matcher import analyze

    found: dict[str, FileAnalysis] = {}
    read = 0
    for rel, size, skipped, error, _, analysis in outcomes:
        if analysis is not None or skipped is not None or error is not None:
            continue
        if size > MAX_FILE_BYTES or posixpath.dirname(rel) not in dirs:
            continue
        language = language_for(posixpath.basename(rel))
        if language is None or language in DATA_LANGUAGES:
            continue
        if read >= MAX_SIBLINGS:
            break
        read += 1
        data, _ = read_candidate(os.path.join(root, rel), rel)
        if data is None:
            continue
        text, _ = decode(data)
        wanted = [
            rule
            for rule in rules
            if language in rule.languages
            and (rule.matcher.file_requires is None or rule.matcher.file_requires.search(text))
        ]
        result = analyze(text, language, wanted)
        # a finding decided here would have woken the first pass
        result.findings, result.assignments = [], []
        if result.undecided or result.constants:
            found[rel] = result
    return found


def reread_with_hosts(
    root: str, outcomes: Iterable[FileOutcome], rules: list[Rule], hosts: frozenset[str]
) -> dict[str, FileAnalysis]:
    """The files whose own view of a host the scan corrected, analysed again."""
    from callbridge.scanner._matcher import analyze

    found: dict[str, FileAnalysis] = {}
    for rel, _, _, _, _, analysis in outcomes:
        if analysis is None or not analysis.other_words & hosts:
            continue
        if len(found) >= MAX_REREAD:
            break
        data, _ = read_candidate(os.path.join(root, rel), rel)
        if data is None:
            continue
        text, _ = decode(data)
        language = analysis.language
        wanted = [
            rule
            for rule in rules
            if language in rule.languages
            and (rule.matcher.file_requires is None or rule.matcher.file_requires.search(text))
        ]
        found[rel] = analyze(text, language, wanted, hosts)
    return found
