"""Markdown and reStructuredText: the prose is documentation, the code blocks are code.

A README's ```` ```bash ```` block with `curl .../api/public/v1/contact-lists` is a call
someone will paste; the same path in a sentence is not. Each fenced block is read in the
language its info string names (a block with none, or an unknown one, as text), at its own
offsets: the file is analysed once per language with everything else blanked out, so lines
and columns stay those of the file. A reStructuredText directive (`.. code-block:: python`,
`.. code:: bash`, `.. sourcecode::`) is such a block too: the lines indented under it.
"""

from __future__ import annotations

import re
from bisect import bisect_right

from callbridge.scanner._languages import TEXT, language_for

# indented as deep as it likes: a fence in a list item or a content tab (mkdocs Material's
# `=== "Python"` indents its blocks by four spaces)
_FENCE = re.compile(r"^[ \t]*(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n`]*)$", re.M)
_INFO_NAMES = {
    "bash": "shell",
    "sh": "shell",
    "shell": "shell",
    "console": "shell",
    "zsh": "shell",
    "shell-session": "shell",
    "curl": "shell",
    "powershell": "powershell",
    "pwsh": "powershell",
    "ps1": "powershell",
    "python": "python",
    "py": "python",
    "javascript": "javascript",
    "js": "javascript",
    "typescript": "typescript",
    "ts": "typescript",
    "golang": "go",
    "csharp": "csharp",
    "c#": "csharp",
    "dotenv": "env",
    "env": "env",
    "ruby": "ruby",
    "terraform": "config",
    "dockerfile": "config",
    "http": "config",
    "elixir": "elixir",
    "yml": "yaml",
}
_DIRECTIVE = re.compile(
    r"^(?P<indent>[ \t]*)\.\.[ \t]+(?:code-block|code|sourcecode)::[ \t]*(?P<info>[^\n]*)$", re.M
)
MAX_BLOCKS = 1000  # blocks past this many are read as text, all in one pass
# an inline code span that is a request someone will copy: a full URL under the base path
# (`https://api.dialwave.io/api/public/v1`) or an endpoint under it (a table's
# `/api/public/v1/contact-lists`); a bare `/api/public/v1` in a sentence is prose
_INLINE_CODE = re.compile(r"(?<!`)`(?P<code>[^`\n]{1,400})`(?!`)")
_INLINE_REQUEST = re.compile(r"https?://[^\s`]{1,200}/api/public/v\d|/api/public/v\d+/[\w{$<]")


def _language(info: str) -> str:
    word = info.strip().split(" ", 1)[0].strip("{}.").lower()
    if not word:
        return TEXT
    return _INFO_NAMES.get(word) or language_for(f"x.{word}") or TEXT


def fenced_blocks(text: str) -> list[tuple[str, int, int]]:
    """(language, start, end) of each fenced block's code, in order; in a text with
    reStructuredText's code directives, each directive's block instead."""
    if ".. " in text and _DIRECTIVE.search(text) is not None:
        return _directive_blocks(text)
    blocks: list[tuple[str, int, int]] = []
    pos = 0
    while (opening := _FENCE.search(text, pos)) is not None:
        fence = opening.group("fence")
        start = opening.end() + 1
        closing = re.compile(rf"^[ \t]*{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$", re.M)
        found = closing.search(text, start)
        end = found.start() if found is not None else len(text)
        language = _language(opening.group("info")) if len(blocks) < MAX_BLOCKS else TEXT
        blocks.append((language, min(start, end), end))
        pos = found.end() if found is not None else len(text)
    return blocks


# an indented code block (CommonMark): lines indented by four spaces or a tab after a blank
# line, outside a list item or an admonition (mkdocs' `!!! note`, `??? tip`, a content tab's
# `=== "Python"`): there indented lines go on the item, up to the next line at the margin
_INDENTED = re.compile(r"(?<![ \t])(?: {4}|\t)[ \t]*\S")
_ITEM = re.compile(r"(?<![ \t])[ \t]*(?:[-*+]|\d{1,9}[.)]|!!!|\?\?\?\+?|===)[ \t]")


def _indented_blocks(text: str, fenced: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """The indented code blocks outside `fenced`, read as text."""
    blocks: list[tuple[str, int, int]] = []
    fences = iter(fenced)
    fence = next(fences, None)
    pos = 0
    blank_before = True  # the line above was blank (or there was none)
    in_item = False  # below a list item or an admonition, not yet back at the margin
    paragraph = False  # the last line with text was an indented one of a paragraph
    start = end = -1
    while pos <= len(text):
        line_end = text.find("\n", pos)
        line_end = len(text) if line_end < 0 else line_end
        while fence is not None and fence[2] < pos:
            fence = next(fences, None)
        in_fence = fence is not None and fence[1] - 1 <= line_end and pos <= fence[2]
        line = text[pos:line_end]
        text_here = bool(line.strip())
        indented = text_here and _INDENTED.match(line) is not None
        if start >= 0 and not in_fence and (not text_here or indented):
            if text_here:
                end = line_end
        else:
            if start >= 0:
                blocks.append((TEXT, start, end))
                start = -1
            if not in_fence and indented and blank_before and not (in_item or paragraph):
                start, end = pos, line_end
            elif not in_fence and text_here:
                if _ITEM.match(line):
                    in_item = True
                elif not line[:1].isspace():
                    in_item = False  # back at the margin
                paragraph = indented
        blank_before = not text_here
        pos = line_end + 1
    if start >= 0:
        blocks.append((TEXT, start, end))
    return blocks[: max(0, MAX_BLOCKS - len(fenced))]


def _directive_blocks(text: str) -> list[tuple[str, int, int]]:
    """reStructuredText's code directives: the block is every line after the directive (its
    options and a blank line first) indented deeper than it, up to the first that is not."""
    blocks: list[tuple[str, int, int]] = []
    for directive in _DIRECTIVE.finditer(text):
        depth = len(directive.group("indent").expandtabs(4))
        start = end = min(directive.end() + 1, len(text))
        pos = start
        while pos < len(text):
            line_end = text.find("\n", pos)
            line_end = len(text) if line_end < 0 else line_end
            line = text[pos:line_end]
            if line.strip():
                if len(line.expandtabs(4)) - len(line.expandtabs(4).lstrip()) <= depth:
                    break
                end = line_end
            pos = line_end + 1
        language = _language(directive.group("info")) if len(blocks) < MAX_BLOCKS else TEXT
        blocks.append((language, start, max(start, end)))
    return blocks


def _inline_requests(text: str, blocks: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """The inline code spans outside `blocks` that hold a request (`_INLINE_REQUEST`), read
    as text."""
    spans: list[tuple[str, int, int]] = []
    if "/api/public/v" not in text:
        return spans
    starts = [first for _, first, _ in blocks]  # in text order
    for match in _INLINE_CODE.finditer(text):
        start, end = match.span("code")
        if _INLINE_REQUEST.search(match.group("code")) is None:
            continue
        at = bisect_right(starts, start) - 1
        if at >= 0 and start < blocks[at][2]:
            continue  # inside a fenced block, read already
        spans.append((TEXT, start, end))
    return spans


def code_by_language(text: str) -> dict[str, str]:
    """For each language of the fenced blocks (and, as text, the inline code spans that hold
    a request), the text with everything but those blocks blanked (line breaks kept, so
    offsets, lines and columns are the file's)."""
    blocks = fenced_blocks(text)
    if ".. " not in text or _DIRECTIVE.search(text) is None:
        blocks = sorted(blocks + _indented_blocks(text, blocks), key=lambda block: block[1])
    blocks = sorted(blocks + _inline_requests(text, blocks), key=lambda block: block[1])
    blank = re.sub(r"[^\n]", " ", text)
    out: dict[str, list[str]] = {}
    for language in dict.fromkeys(lang for lang, _, _ in blocks):
        pieces: list[str] = []
        pos = 0
        for lang, start, end in blocks:
            if lang == language:
                pieces += [blank[pos:start], text[start:end]]
                pos = end
        pieces.append(blank[pos:])
        out[language] = pieces
    return {language: "".join(pieces) for language, pieces in out.items()}
