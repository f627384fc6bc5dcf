"""Shell scripts inside YAML: CI steps and container commands.

A GitHub Actions `run: |`, a GitLab `script:` list, an Azure Pipelines `- bash: |` or a
Compose `command:` holds a shell script; its `case "$code" in 503)` or `jq -r '.error'` is
shell, not YAML data. The view keeps those lines where they are (same offsets, so lines and
columns are the file's), and the lines holding URLs (the `env:` a step reads), and blanks
everything else, to be read as shell beside the file's own reading as YAML.
"""

from __future__ import annotations

import re

_SCRIPT_KEY = re.compile(
    r"^(?P<indent>[ \t]*)(?:-[ \t]+)?(?P<key>run|script|scripts|before_script|after_script"
    r"|command|commands|cmd|inlineScript|bash|sh|pwsh|powershell)[ \t]*:[ \t]*(?P<rest>.*)$"
)
_BLOCK = re.compile(r"^[|>][-+0-9]*[ \t]*(?:#.*)?$")
_ITEM = re.compile(r"^(?P<indent>[ \t]*)-[ \t]+")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip(" \t"))


def shell_view(text: str) -> str | None:
    """The YAML text with all but its embedded shell blanked; None when it has none."""
    lines = text.split("\n")
    keep = [False] * len(lines)
    starts = [0] * len(lines)  # where the script starts on each kept line
    i = 0
    while i < len(lines):
        found = _SCRIPT_KEY.match(lines[i])
        if found is None:
            i += 1
            continue
        rest = found.group("rest")
        base = len(found.group("indent"))
        if rest and not _BLOCK.match(rest):  # `run: curl ...`: the script is the rest
            keep[i], starts[i] = True, found.start("rest")
            i += 1
            continue
        block = bool(rest)  # `run: |` is a block scalar; `script:` alone may hold a list
        j = i + 1
        while j < len(lines):
            line = lines[j]
            if (
                line.strip()
                and _indent(line) <= base
                and not (not block and _ITEM.match(line) and _indent(line) == base)
            ):
                break
            if line.strip():
                item = _ITEM.match(line) if not block else None
                keep[j], starts[j] = True, item.end() if item else 0
            j += 1
        i = j
    if not any(keep):
        return None
    for n, line in enumerate(lines):  # the URLs the steps' variables hold say where they go
        if not keep[n] and "://" in line:
            keep[n] = True
    return "\n".join(
        " " * starts[n] + line[starts[n] :] if keep[n] else " " * len(line)
        for n, line in enumerate(lines)
    )
