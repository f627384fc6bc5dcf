"""Markdown: the prose is documentation, the fenced code blocks are code.

A README's ```` ```bash ```` block with `curl .../api/public/v1/contact-lists` is a call
someone will paste; the same path in a sentence is not. Each fenced block is read in the
language its info string names (a block with none, or an unknown one, as text), at its own
offsets: the file is analysed once per language with everything else blanked out, so lines
and columns stay those of the file.
"""

from __future__ import annotations

import re

from callbridge.scanner._languages import TEXT, language_for

_FENCE = re.compile(r"^[ \t]{0,3}(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n`]*)$", re.M)
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
MAX_BLOCKS = 1000  # blocks past this many are read as text, all in one pass


def _language(info: str) -> str:
    word = info.strip().split(" ", 1)[0].strip("{}.").lower()
    if not word:
        return TEXT
    return _INFO_NAMES.get(word) or language_for(f"x.{word}") or TEXT


def fenced_blocks(text: str) -> list[tuple[str, int, int]]:
    """(language, start, end) of each fenced block's code, in order."""
    blocks: list[tuple[str, int, int]] = []
    pos = 0
    while (opening := _FENCE.search(text, pos)) is not None:
        fence = opening.group("fence")
        start = opening.end() + 1
        closing = re.compile(rf"^[ \t]{{0,3}}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$", re.M)
        found = closing.search(text, start)
        end = found.start() if found is not None else len(text)
        language = _language(opening.group("info")) if len(blocks) < MAX_BLOCKS else TEXT
        blocks.append((language, min(start, end), end))
        pos = found.end() if found is not None else len(text)
    return blocks


def code_by_language(text: str) -> dict[str, str]:
    """For each language of the fenced blocks, the text with everything but those blocks
    blanked (line breaks kept, so offsets, lines and columns are the file's)."""
    blocks = fenced_blocks(text)
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
