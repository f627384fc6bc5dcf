"""Scripts inside data: shell in YAML (CI steps and container commands, and an alert rules
file's expressions), Ansible's Jinja as Python, JavaScript in Bruno requests and `.http`
files, Python and JavaScript in SQL's stored procedures.

A GitHub Actions `run: |`, a GitLab `script:` list, an Azure Pipelines `- bash: |`, a
Compose `command:` or a ConfigMap's `check.sh: |` holds a shell script; its `case "$code"
in 503)` or `jq -r '.error'` is shell, not YAML data. The view keeps those lines where they are (same offsets, so lines and
columns are the file's), and the lines holding URLs (the `env:` a step reads), and blanks
everything else, to be read as shell beside the file's own reading as YAML.
"""

from __future__ import annotations

import re
from collections.abc import Callable

_SCRIPT_KEY = re.compile(
    r"^(?P<indent>[ \t]*)(?:-[ \t]+)?(?P<key>run|script|scripts|before_script|after_script"
    r"|command|commands|cmd|inlineScript|bash|sh|pwsh|powershell"
    # a ConfigMap's script file (`check-dialer.sh: |`)
    r"|[\w.-]{1,80}\.(?:sh|bash))[ \t]*:[ \t]*(?P<rest>.*)$"
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


# an alert rules file: an `alert:` with an `expr:`
_ALERT = re.compile(r"(?m)^[ \t]*(?:-[ \t]*)?alert[ \t]*:")
_EXPR = re.compile(r"(?m)^[ \t]*(?:-[ \t]*)?expr[ \t]*:")


def alert_view(text: str) -> str | None:
    """A Prometheus (or Grafana, Loki) alert rules file read as shell, whole: its
    expressions compare like a script (`probe_http_status_code{job="blackbox-ringlane"} ==
    503`) and its alert names and annotations beside them say what for. None when the file
    holds no `alert:` with an `expr:`."""
    if _ALERT.search(text) is None or _EXPR.search(text) is None:
        return None
    return text


# Ansible: a task's `when:` / `until:` / `failed_when:` condition and the `{{ ... }}` of its
# values are Jinja expressions (Python's syntax) over what an earlier task registered.
_ANSIBLE = re.compile(r"(?m)^[ \t]*register[ \t]*:")
_CONDITION = re.compile(
    r"^(?P<indent>[ \t]*)(?:-[ \t]+)?(?:when|until|failed_when|changed_when|that)[ \t]*:"
    r"[ \t]*(?P<rest>.*)$"
)
_CONDITION_ITEM = re.compile(r"^(?P<indent>[ \t]*)-[ \t]+(?P<rest>.*)$")
_REGISTER = re.compile(r"^(?P<indent>[ \t]*)register[ \t]*:[ \t]*(?P<name>[A-Za-z_]\w*)[ \t]*$")
_URL_KEY = re.compile(r"^[ \t]*(?:-[ \t]+)?(?:url|uri|[\w-]*_url)[ \t]*:[ \t]*")
_EXPRESSION = re.compile(r"\{\{(.{1,400}?)\}\}")
_TASK_NAME = re.compile(r"^(?P<indent>[ \t]*)-[ \t]+name[ \t]*:[ \t]*(?P<name>.*)$")


def _unquoted(line: str, start: int) -> str:
    """The line from `start` on, its surrounding quotes (a quoted condition) blanked."""
    rest = line[start:]
    body = rest.rstrip()
    if len(body) >= 2 and body[0] == body[-1] and body[0] in "\"'":
        rest = " " + body[1:-1] + " " + rest[len(body) :]
    return " " * start + rest


def _condition(line: str, at: int, start: int) -> str:
    """A condition as a one-line branch, `if probe.status == 503`: `if` at `at`, the
    expression where it stands."""
    return (" " * at + "if").ljust(start) + _unquoted(line, start)[start:]


def jinja_view(text: str) -> str | None:
    """An Ansible playbook's Jinja read as Python, at the file's offsets: each task is a
    block (`if 1:`, its name kept as a comment), `register: probe` assigns `probe`, the URL
    a task calls stays where it is, and a condition or a `{{ ... }}` of another value is a
    one-line branch (`if probe.status == 503`: it goes where the request that registered
    `probe` went). None when the file is not a playbook."""
    if _ANSIBLE.search(text) is None:
        return None
    lines = text.split("\n")
    out = [" " * len(line) for line in lines]
    in_condition: int | None = None  # indent of a `when:` whose items follow
    for n, line in enumerate(lines):
        if in_condition is not None:
            item = _CONDITION_ITEM.match(line)
            indent = len(item.group("indent")) if item is not None else -1
            if item is not None and indent >= in_condition and indent > 0:
                out[n] = _condition(line, indent - 1, item.start("rest"))
                continue
            in_condition = None
        if (task := _TASK_NAME.match(line)) is not None:
            indent = len(task.group("indent"))
            header = " " * indent + "if 1:"
            if task.start("name") - len(header) >= 2:
                out[n] = header.ljust(task.start("name") - 1) + "#" + task.group("name")
            else:
                out[n] = header.ljust(len(line))
        elif (condition := _CONDITION.match(line)) is not None:
            if condition.group("rest").strip():
                out[n] = _condition(line, len(condition.group("indent")), condition.start("rest"))
            else:
                in_condition = len(condition.group("indent"))
        elif (register := _REGISTER.match(line)) is not None:
            assigned = f"{register.group('name')} = task"
            out[n] = (" " * len(register.group("indent")) + assigned).ljust(len(line))
        elif (url := _URL_KEY.match(line)) is not None:
            out[n] = " " * url.end() + line[url.end() :]
        else:
            # `msg: "... {{ probe.json.error }}"`: `if probe.json.error`, a branch on what
            # the request registered, so it goes where that request went
            chars = list(out[n])
            for expression in _EXPRESSION.finditer(line):
                chars[expression.start(1) : expression.end(1)] = expression.group(1)
                chars[expression.start() : expression.start(1)] = "if"
            out[n] = "".join(chars)
    return "\n".join(out)


# Bruno: a request's `script:pre-request {`, `script:post-response {` and `tests {` blocks
# hold JavaScript, up to the `}` that closes them at the start of a line; a JetBrains `.http`
# file's response handler `> {% ... %}` does too.
_SCRIPT_BLOCK = re.compile(r"^(?:script:(?:pre-request|post-response)|tests)[ \t]*\{[ \t]*$")
_HANDLER_OPEN = re.compile(r"^>[ \t]*\{%")


def script_view(text: str) -> str | None:
    """The request file with all but its JavaScript blanked, at the file's offsets (its
    URLs are read with the file as data: in JavaScript `//` opens a comment); None when
    it has none."""
    if "{" not in text or ("tests" not in text and "script:" not in text and "{%" not in text):
        return None
    lines = text.split("\n")
    keep = [False] * len(lines)
    starts = [0] * len(lines)
    inside = ""  # the text that closes the block we are in
    for n, line in enumerate(lines):
        if inside:
            if inside == "%}" and "%}" in line:  # the handler's last line: its code kept
                end = line.index("%}")
                lines[n] = line[:end] + " " * (len(line) - end)
                keep[n] = True
                inside = ""
            elif line.rstrip() == inside:
                inside = ""
            else:
                keep[n] = True
            continue
        if _SCRIPT_BLOCK.match(line):
            inside = "}"
        elif _HANDLER_OPEN.match(line):
            at = line.index("{%") + 2
            if "%}" not in line[at:]:
                inside = "%}"
            keep[n], starts[n] = True, at
            if "%}" in line[at:]:  # a one-line handler: its end blanked, the length kept
                end = line.index("%}", at)
                lines[n] = line[:end] + " " * (len(line) - end)
    if not any(keep):
        return None
    return "\n".join(
        " " * starts[n] + line[starts[n] :] if keep[n] else " " * len(line)
        for n, line in enumerate(lines)
    )


# SQL: a procedure or function written in another language holds that language's code
# between dollar quotes (Snowflake's `language python ... as $$ ... $$`, PostgreSQL's
# `AS $body$ ... $body$ LANGUAGE plpython3u`); the language is named in its statement,
# before the body or after it. A `$$` in a `--` comment opens nothing.
_DOLLAR_QUOTE = re.compile(r"\$(\w{0,20})\$")
_BODY_LANGUAGE = re.compile(r"(?i)\blanguage\s+['\"]?(python|plpython3?u|javascript|js|plv8)\b")
_SQL_COMMENT = re.compile(r"--[^\n]*")
_NOT_NEWLINE = re.compile(r"[^\n]")
_LANGUAGE_NAMES = {
    "python": "python",
    "plpythonu": "python",
    "plpython3u": "python",
    "javascript": "javascript",
    "js": "javascript",
    "plv8": "javascript",
}
_HEAD_CHARS = 2_000  # how far before a body its statement's `language` is looked for
_TAIL_CHARS = 1_000  # ... and after it
MAX_QUOTES = 1_000
"""Dollar quotes looked at in one file: each unclosed one costs a search to the file's end."""


def procedure_views(text: str) -> dict[str, str]:
    """The SQL text's procedure bodies in Python or JavaScript, a view per language with
    all else blanked, at the file's offsets; empty when it has none."""
    if "$" not in text or _BODY_LANGUAGE.search(text) is None:
        return {}
    bodies: dict[str, list[tuple[int, int]]] = {}
    pos = 0
    for _ in range(MAX_QUOTES):
        opened = _DOLLAR_QUOTE.search(text, pos)
        if opened is None:
            break
        line_start = text.rfind("\n", 0, opened.start()) + 1
        close = text.find(opened.group(0), opened.end())
        if close < 0 or "--" in text[line_start : opened.start()]:
            pos = opened.end()  # unclosed, or in a comment: not a body
            continue
        head = text[max(pos, opened.start() - _HEAD_CHARS) : opened.start()]
        head = _SQL_COMMENT.sub("", head[head.rfind(";") + 1 :])
        tail_end = close + len(opened.group(0))
        tail = _SQL_COMMENT.sub("", text[tail_end : tail_end + _TAIL_CHARS].split(";", 1)[0])
        named = _BODY_LANGUAGE.search(head) or _BODY_LANGUAGE.search(tail)
        if named is not None:
            language = _LANGUAGE_NAMES[named.group(1).lower()]
            bodies.setdefault(language, []).append((opened.end(), close))
        pos = tail_end
    return {language: _kept(text, spans) for language, spans in bodies.items()}


# JSON: a workflow or app export holds JavaScript as a string (n8n's `"jsCode": "..."`, a
# Retool query's `"code": [...]` one string a line, a Zapier step's `"code"`, a Postman
# event's `"exec": [...]`). The view keeps each such string's text at its offsets, its
# escapes turned into text of the same length (`_ESCAPED`).
_CODE_KEYS = ("jsCode", "functionCode", "code", "script", "exec")
_DATA_KEYS = ("code", "script")  # keys data uses too: their values must read as code
_CODE_VALUE = re.compile(rf'"(?:{"|".join(_CODE_KEYS)})"[ \t]*:[ \t]*(?=["\[])')
# a JSON string, or an unterminated one to the end of its line (so a line of `\"` costs
# one pass, not one per quote)
_JSON_STRING = re.compile(r'"(?:\\.|[^"\\\n])*(?:"|(?=\n)|\Z)')
_JSON_ESCAPE = re.compile(r"\\(.)")
# an escape becomes text of its length: a line break U+2028 and a space (a `//` comment ends
# there, `_lexer`), a quote or slash a space and itself
_ESCAPED = {'"': ' "', "n": "\u2028 ", "t": "  ", "r": "  ", "/": " /", "\\": " \\"}
_BETWEEN_ITEMS = re.compile(r"[\s,]*")
_CODE_LIKE = re.compile(r"[(;]|\\n")
MAX_CODE_STRINGS = 10_000
"""Code strings kept from one JSON file (the rest of a larger export is read as data only)."""


def _code_keys(text: str) -> list[re.Match[str]]:
    """The code keys of a JSON text with their values' openings, in order: each key found
    with `str.find` (a machine-written dump of megabytes costs a few scans), then matched."""
    keys: list[re.Match[str]] = []
    for name in _CODE_KEYS:
        quoted = f'"{name}"'
        at = text.find(quoted)
        while at >= 0 and len(keys) < MAX_CODE_STRINGS:
            found = _CODE_VALUE.match(text, at)
            if found is not None:
                keys.append(found)
            at = text.find(quoted, at + len(quoted))
    return sorted(keys, key=lambda found: found.start())


def json_code_view(text: str) -> str | None:
    """The JSON text with all but its code strings blanked, at the file's offsets; None
    when it has none. A plain `"code"` or `"script"` value counts only when it reads as
    code (a call, a statement's `;`, a line break): `{"code": "US"}` is data."""
    spans: list[tuple[int, int]] = []
    for key in _code_keys(text):
        if spans and key.start() < spans[-1][1]:
            continue  # a key inside the code string before
        pos = key.end()
        found_here: list[tuple[int, int]] = []
        if text[pos] == '"':
            found = _JSON_STRING.match(text, pos)
            if found is not None:
                found_here.append((found.start() + 1, found.end() - 1))
        else:  # an array of strings, a line of code each
            pos += 1
            while len(spans) + len(found_here) < MAX_CODE_STRINGS:
                pos = _BETWEEN_ITEMS.match(text, pos).end()  # type: ignore[union-attr]
                found = _JSON_STRING.match(text, pos)
                if found is None:
                    break
                found_here.append((found.start() + 1, found.end() - 1))
                pos = found.end()
        generic = key.group(0).startswith(tuple(f'"{name}"' for name in _DATA_KEYS))
        if not generic or any(_CODE_LIKE.search(text, a, b) for a, b in found_here):
            spans += found_here
        if len(spans) >= MAX_CODE_STRINGS:
            break
    return _kept(text, spans, lambda code: _JSON_ESCAPE.sub(_unescaped, code)) if spans else None


# XML: a Mule flow's DataWeave expressions (`when="#[payload.error == 'user not found']"`,
# `value="#[attributes.headers.'x-dialer-signature']"`) and its DataWeave scripts
# (`<![CDATA[%dw 2.0 ... ]]>`) are code. The view keeps them at their offsets; an
# expression, on one line or several, ends at its bracket, its attribute's quote or
# MAX_EXPRESSION characters.
_EXPRESSION_OPEN = re.compile(r"#\[|<!\[CDATA\[\s*%dw\b")
MAX_EXPRESSION = 4_000
MAX_SCRIPT = 200_000  # a `%dw` script's characters
MAX_EXPRESSIONS = 10_000


def xml_expression_view(text: str) -> str | None:
    """The XML text with all but its DataWeave blanked, at the file's offsets; None when it
    has none."""
    if "#[" not in text and "%dw" not in text:
        return None
    spans: list[tuple[int, int]] = []
    for opening in _EXPRESSION_OPEN.finditer(text):
        if spans and opening.start() < spans[-1][1]:
            continue  # inside the expression before
        start = opening.end() if opening.group(0) == "#[" else opening.start() + 9
        if opening.group(0) == "#[":
            end, depth = start, 1
            limit = min(len(text), start + MAX_EXPRESSION)
            while end < limit and text[end] != '"':
                depth += (text[end] == "[") - (text[end] == "]")
                if depth == 0:
                    break
                end += 1
        else:
            closing = text.find("]]>", start, start + MAX_SCRIPT)
            end = closing if closing >= 0 else min(len(text), start + MAX_SCRIPT)
        spans.append((start, end))
        if len(spans) >= MAX_EXPRESSIONS:
            break
    return _kept(text, spans) if spans else None


def _unescaped(escape: re.Match[str]) -> str:
    return _ESCAPED.get(escape.group(1), escape.group(0))


def _kept(text: str, spans: list[tuple[int, int]], rewrite: Callable[[str], str] = str) -> str:
    """`text` with all but `spans` (in order, not overlapping) blanked, line breaks kept;
    each span through `rewrite`, which keeps its length."""
    pieces: list[str] = []
    pos = 0
    for start, end in spans:
        pieces += [_NOT_NEWLINE.sub(" ", text[pos:start]), rewrite(text[start:end])]
        pos = end
    pieces.append(_NOT_NEWLINE.sub(" ", text[pos:]))
    return "".join(pieces)
