"""The fixers a rule's `fix.action` names: each turns one finding into text edits, or says
why it leaves the finding alone.

A fixer returns a list of edits, or a string: the reason it made none (a shape it does not
know, an edit that could break the code). It only reads the finding's statement and never
edits outside it, except where removing an entry needs the comma before it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from callbridge.fix._source import Edit, Source
from callbridge.fix._syntax import (
    QUOTES,
    RUBY_MODIFIER,
    enclosing,
    expression_end,
    is_simple,
    matching,
    skip_space,
    skip_space_back,
    string_end,
)
from callbridge.scanner import Finding


@dataclass(frozen=True)
class Site:
    """Where a finding sits: its file, language, span (text offsets) and index."""

    src: Source
    language: str
    start: int
    end: int
    index: int

    @property
    def text(self) -> str:
        return self.src.text

    def edit(self, start: int, end: int, text: str) -> Edit:
        return Edit(start, end, text, self.index)


Outcome = list[Edit] | str
Fixer = Callable[[Site], Outcome]


# --- v1 → v2 in a base path or a version variable -------------------------------------------


def v1_to_v2(site: Site) -> Outcome:
    """The last `v1` of the span (`/api/public/v1`, `"v1"` after `/api/public/`, a version
    variable's value) becomes `v2`."""
    at = site.text.rfind("v1", site.start, site.end)
    if at < 0:
        return "the span holds no v1"
    return [site.edit(at, at + 2, "v2")]


# --- the key header: x-api-key → Authorization: Bearer --------------------------------------

_HEADER_VALUE = re.compile(r"[ \t]*:[ \t]*")
_KEY_OF = re.compile(r"[\"'](?:key|name)[\"']\s*:\s*$")


def _quoted(site: Site) -> tuple[int, int] | None:
    """The string literal that is exactly the span, as (start, end) with its quotes."""
    text = site.text
    if site.start == 0 or text[site.start - 1] not in QUOTES:
        return None
    quote = text[site.start - 1]
    if site.end < len(text) and text[site.end] == quote:
        return site.start - 1, site.end + 1
    return None


def _value_after(site: Site, literal_end: int) -> tuple[str, int, int] | None:
    """The separator after a key literal (`:` `=>` `,`, `] =` an assignment, `] ==` a
    comparison in a test) and the value's span."""
    text = site.text
    _, line_end = site.src.line_span(site.src.line_of(literal_end))
    pos = skip_space(text, literal_end)
    if text.startswith("]", pos):
        pos = skip_space(text, pos + 1)
        if text.startswith(("==", "===", "!="), pos):
            sep = text[pos : pos + 3] if text.startswith("===", pos) else text[pos : pos + 2]
        elif text.startswith("=", pos):
            sep = "="
        else:
            return None
        pos += len(sep)
    elif text.startswith("=>", pos):
        sep, pos = "=>", pos + 2
    elif site.language == "kotlin" and re.match(r"to\b", text[pos : pos + 3]):
        sep, pos = "to", pos + 2  # mapOf("x-api-key" to key)
    elif text.startswith((":", ","), pos):
        sep, pos = text[pos], pos + 1
    else:
        return None
    value_start = skip_space(text, pos)
    value_end = expression_end(text, value_start, line_end, site.language)
    if value_end is None:
        return None
    return sep, value_start, value_end


def _bearer(language: str, quote: str, expr: str) -> str | None:
    """`Bearer <expr>` as an expression of `language`, keeping `expr` as written."""
    simple = is_simple(expr)
    wrapped = expr if simple else f"({expr})"
    q = quote if quote in "\"'" else '"'
    if language == "python":
        if not any(c in expr for c in "\"'{}\\"):
            return f"f{q}Bearer {{{expr}}}{q}"
        return f"{q}Bearer {q} + {wrapped}"
    if language in ("javascript", "typescript"):
        return f"`Bearer ${{{expr}}}`"
    if language == "ruby":
        return f'"Bearer #{{{expr}}}"'
    if language == "php":
        return f"{q}Bearer {q} . {wrapped}"
    if language == "kotlin":
        return (
            f'"Bearer ${expr}"' if re.fullmatch(r"[A-Za-z_]\w*", expr) else f'"Bearer ${{{expr}}}"'
        )
    if language in ("go", "java", "csharp"):
        return f'"Bearer " + {wrapped}'
    return None


def _string_value(text: str, start: int, end: int) -> int | None:
    """Where to insert `Bearer ` when the value is one plain string literal."""
    prefix = re.match(r"[A-Za-z@$]{0,2}(?=[\"'`])", text[start:end])
    if prefix is None:
        return None
    quote_at = start + prefix.end()
    if string_end(text, quote_at, end) != end:
        return None
    return quote_at + 1


def bearer_header(site: Site) -> Outcome:
    text = site.text
    if site.language == "yaml" and _YAML_NAME.match(
        site.src.line_text(site.src.line_of(site.start))
    ):
        return _bearer_yaml_scheme(site)
    literal = _quoted(site)
    if literal is None:
        return _bearer_in_line(site)
    if site.language == "json":
        return _bearer_json(site, literal)
    value = _value_after(site, literal[1])
    if value is None:
        # "x-api-key: {{key}}" in a string (shell -H, a Retrofit @Headers entry)
        return _bearer_in_line(site)
    sep, value_start, value_end = value
    if sep == "!=":
        return "the header is compared for inequality"
    expr = text[value_start:value_end]
    if site.language == "ruby" and RUBY_MODIFIER.search(expr):
        return "the value carries a statement modifier"
    edits = [site.edit(literal[0] + 1, literal[1] - 1, "Authorization")]
    inside = _string_value(text, value_start, value_end)
    if inside is not None:
        edits.append(site.edit(inside, inside, "Bearer "))
        return edits
    replacement = _bearer(site.language, text[literal[0]], expr)
    if replacement is None:
        return f"no Bearer expression for {site.language}"
    edits.append(site.edit(value_start, value_end, replacement))
    return edits


_YAML_KEY = re.compile(r"^(?P<indent>[ \t]*)(?P<key>[\w-]+):[ \t]*(?P<value>.*?)[ \t]*$")
_YAML_NAME = re.compile(r"^[ \t]*name:[ \t]*[\"']?x-api-key[\"']?[ \t]*$", re.IGNORECASE)


def _bearer_yaml_scheme(site: Site) -> Outcome:
    """An OpenAPI security scheme in YAML (`type: apiKey`, `in: header`, `name: x-api-key`
    as sibling keys) becomes `type: http`, `scheme: bearer`."""
    src = site.src
    line = src.line_of(site.start)
    if not _YAML_NAME.match(src.line_text(line)):
        return "a header name in YAML outside an OpenAPI security scheme"
    indent = len(src.line_text(line)) - len(src.line_text(line).lstrip())
    siblings: dict[str, int] = {}
    for step in (-1, 1):
        number = line + step
        while 1 <= number <= len(src.line_starts):
            text = src.line_text(number)
            if not text.strip():
                break
            found = _YAML_KEY.match(text)
            depth = len(text) - len(text.lstrip())
            if depth < indent or found is None:
                break
            if depth == indent:
                siblings[found.group("key")] = number
            number += step
    type_line, in_line = siblings.get("type"), siblings.get("in")
    if type_line is None or in_line is None:
        return "a header name in YAML outside an OpenAPI security scheme"
    type_value = _YAML_KEY.match(src.line_text(type_line))
    in_value = _YAML_KEY.match(src.line_text(in_line))
    if (
        type_value is None
        or in_value is None
        or type_value.group("value").strip("\"'") != "apiKey"
        or in_value.group("value").strip("\"'") != "header"
        or "scheme" in siblings
    ):
        return "not an apiKey scheme sent in a header"
    type_start = src.line_starts[type_line - 1] + type_value.start("value")
    in_start = src.line_starts[in_line - 1] + in_value.start("key")
    name_start, name_end = src.whole_line(line)
    return [
        site.edit(type_start, type_start + len(type_value.group("value")), "http"),
        site.edit(
            in_start, in_start + len(in_value.group(0)) - in_value.start("key"), "scheme: bearer"
        ),
        site.edit(name_start, name_end, ""),
    ]


def _bearer_in_line(site: Site) -> Outcome:
    """`x-api-key: value` written as one header line (curl -H, .http files, annotations)."""
    sep = _HEADER_VALUE.match(site.text, site.end)
    if sep is None:
        return "the header name is not followed by its value"
    line_start, _ = site.src.line_span(site.src.line_of(site.start))
    mapping_key = site.language == "yaml" and not site.text[line_start : site.start].strip(" \t-")
    if (
        site.language in ("shell", "yaml")
        and not mapping_key
        and site.text[site.start - 1 : site.start] not in QUOTES
    ):
        return "an unquoted header argument: the space after Bearer would split it"
    _, line_end = site.src.line_span(site.src.line_of(site.start))
    if skip_space(site.text, sep.end()) >= line_end:
        return "the header has no value on its line"
    if mapping_key and site.text[sep.end() : sep.end() + 1] in ("'", '"'):
        # `x-api-key: "{{key}}"`: Bearer goes inside the quoted scalar
        return [
            site.edit(site.start, site.end, "Authorization"),
            site.edit(sep.end() + 1, sep.end() + 1, "Bearer "),
        ]
    return [site.edit(site.start, sep.end(), "Authorization: Bearer ")]


_POSTMAN_VALUE = re.compile(r"\"value\"\s*:\s*\"")
_SCHEME_PARTS = re.compile(r"\"(?:type|in)\"\s*:\s*\"(?:apiKey|header)\"")


def _bearer_json(site: Site, literal: tuple[int, int]) -> Outcome:
    text = site.text
    before = text[max(0, literal[0] - 40) : literal[0]]
    if re.search(r"\"value\"\s*:\s*$", before):
        return _postman_apikey_auth(site, literal)
    if not _KEY_OF.search(before):
        return "the header name is not a header entry's key or name"
    opening = enclosing(text, literal[0], "{")
    closing = matching(text, opening) if opening is not None else None
    if opening is None or closing is None:
        return "no enclosing object"
    body = text[opening:closing]
    if before.rstrip().endswith('"name":') or re.search(r"\"name\"\s*:\s*$", before):
        # OpenAPI: {"type": "apiKey", "in": "header", "name": "x-api-key"}
        if len(_SCHEME_PARTS.findall(body)) != 2 or "\n" in body:
            return "an OpenAPI security scheme over several lines: change it by hand"
        inner = text[opening + 1 : closing - 1]
        pad = " " if inner.startswith(" ") else ""
        return [site.edit(opening, closing, f'{{{pad}"type": "http", "scheme": "bearer"{pad}}}')]
    found = _POSTMAN_VALUE.search(body)
    if found is None:
        return "a header entry without a value"
    at = opening + found.end()
    return [
        site.edit(literal[0] + 1, literal[1] - 1, "Authorization"),
        site.edit(at, at, "Bearer "),
    ]


_PAIR = re.compile(r'"(?P<name>key|value)"\s*:\s*(?P<json>"(?:[^"\\]|\\.)*")')


def _postman_apikey_auth(site: Site, literal: tuple[int, int]) -> Outcome:
    """Postman's `"auth": {"type": "apikey", "apikey": [{key: "key", value: "x-api-key"},
    {key: "value", value: V}, {key: "in", value: "header"}]}` becomes bearer auth with the
    same value: `"type": "bearer", "bearer": [{"key": "token", "value": V, ...}]`."""
    text = site.text
    array = enclosing(text, literal[0], "[")
    array_end = matching(text, array) if array is not None else None
    auth = enclosing(text, array, "{") if array is not None else None
    auth_end = matching(text, auth) if auth is not None else None
    if array is None or array_end is None or auth is None or auth_end is None:
        return "not a Postman apikey auth block"
    elements: list[tuple[int, int, dict[str, str]]] = []
    pos = skip_space(text, array + 1, newlines=True)
    while pos < array_end - 1 and text[pos] == "{":
        end = matching(text, pos)
        if end is None:
            return "not a Postman apikey auth block"
        fields: dict[str, str] = {}
        entry: dict[str, str] = {}
        for pair in _PAIR.finditer(text, pos, end):
            entry[pair.group("name")] = pair.group("json")
        if "key" in entry and "value" in entry:
            fields[entry["key"].strip('"')] = entry["value"]
        elements.append((pos, end, fields))
        pos = skip_space(text, end, newlines=True)
        if text.startswith(",", pos):
            pos = skip_space(text, pos + 1, newlines=True)
    found = {name: value for _, _, fields in elements for name, value in fields.items()}
    head = text[auth:array]
    kind = re.search(r"\"type\"\s*:\s*\"apikey\"", head)
    key = re.search(r"\"apikey\"(?=\s*:\s*$)", head)
    if (
        kind is None
        or key is None
        or set(found) != {"key", "value", "in"}
        or found["in"] != '"header"'
        or found["key"].lower() != '"x-api-key"'
    ):
        return "not a Postman apikey auth block sent in a header"
    token = f'{{ "key": "token", "value": {found["value"]}, "type": "string" }}'
    return [
        site.edit(auth + kind.start(), auth + kind.end(), '"type": "bearer"'),
        site.edit(auth + key.start(), auth + key.end(), '"bearer"'),
        site.edit(elements[0][0], elements[-1][1], token),
    ]


# --- acting-user headers: remove the entry ------------------------------------------------------

_CALL_BEFORE = re.compile(r"(?:(?P<dot>\.)\s*)?(?P<name>[A-Za-z_]\w*)\s*\(\s*$")
_STATEMENT_HEAD = re.compile(r"^[ \t]*[\w.$>\[\]\"'()-]*?$")


def remove_header(site: Site) -> Outcome:
    literal = _quoted(site)
    if literal is None:
        if site.start > 0 and site.text[site.start - 1] in QUOTES:
            # "X-User-Id: value" as one string: a curl -H, an @Headers entry
            return _remove_header_string(site, (site.start - 1, site.end))
        return _remove_header_line(site)
    text = site.text
    if site.language == "json":
        return _remove_json_element(site, literal)
    before = text[site.src.line_starts[site.src.line_of(literal[0]) - 1] : literal[0]]
    call = _CALL_BEFORE.search(before)
    value = _value_after(site, literal[1])
    if value is None:
        return _remove_header_string(site, literal)
    sep, _, value_end = value
    if sep in ("==", "==="):
        line_start, _ = site.src.line_span(site.src.line_of(literal[0]))
        statement = skip_space(text, line_start)
        if not text.startswith("assert ", statement):
            return "the header is compared outside an assertion"
        return _remove_statement(site, statement, value_end)
    if call is not None and sep == ",":
        return _remove_call(site, literal[0] - (len(before) - call.start()), value_end, call)
    if sep == "=":
        return _remove_statement(site, literal[0], value_end)
    if sep in (":", "=>", "to"):
        return remove_element(site, literal[0], value_end)
    return "not a header entry"


def _remove_call(site: Site, call_start: int, args_end: int, call: re.Match[str]) -> Outcome:
    text = site.text
    close = skip_space(text, args_end)
    if not text.startswith(")", close):
        return "the call takes more than a name and a value"
    end = close + 1
    if call.group("dot"):
        after = skip_space(text, end)
        receiver_end = skip_space_back(text, call_start)
        if text.startswith(".", after) and receiver_end > 0 and text[receiver_end - 1] == ")":
            return [site.edit(call_start, end, "")]
    return _remove_statement(site, call_start, end)


def _remove_statement(site: Site, start: int, end: int) -> Outcome:
    """Remove the statement `text[start:end]` when it fills its line(s)."""
    src, text = site.src, site.text
    first, last = src.line_of(start), src.line_of(end)
    line_start, _ = src.line_span(first)
    _, line_end = src.line_span(last)
    head = text[line_start:start]
    tail = text[end:line_end].strip()
    if not _STATEMENT_HEAD.match(head) or tail not in ("", ";"):
        return "the header is set inside a larger statement"
    if text[line_start:end].strip().startswith(".") and (
        tail == ";" or not _chain_goes_on(src, last)
    ):
        return "the header call ends a builder chain"
    if site.language == "python" and _only_statement(src, first, last):
        indent = head[: len(head) - len(head.lstrip())]
        return [site.edit(line_start, line_end, f"{indent}pass")]
    a, b = src.whole_line(first)[0], src.whole_line(last)[1]
    return [site.edit(a, b, "")]


def _chain_goes_on(src: Source, line: int) -> bool:
    return line < len(src.line_starts) and src.line_text(line + 1).lstrip().startswith(".")


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())


def _only_statement(src: Source, first: int, last: int) -> bool:
    """Is this the only statement of its Python block (so removing it empties the block)?"""
    own = _indent(src.line_text(first))
    prev = first - 1
    while prev >= 1 and not src.line_text(prev).strip():
        prev -= 1
    if prev < 1 or not src.line_text(prev).rstrip().endswith(":"):
        return False
    nxt = last + 1
    while nxt <= len(src.line_starts) and not src.line_text(nxt).strip():
        nxt += 1
    return nxt > len(src.line_starts) or _indent(src.line_text(nxt)) < own


def remove_element(site: Site, start: int, end: int) -> Outcome:
    """Remove one element of a map, list or argument list, with its separating comma, so
    the rest stays valid (JSON's lack of trailing commas included)."""
    src, text = site.src, site.text
    after = skip_space(text, end)
    has_comma = text.startswith(",", after)
    first, last = src.line_of(start), src.line_of(end)
    line_start, _ = src.line_span(first)
    _, line_end = src.line_span(last)
    alone = not text[line_start:start].strip() and text[end:line_end].strip() in ("", ",")
    if alone:
        cut_start, cut_end = src.whole_line(first)[0], src.whole_line(last)[1]
        edits = [site.edit(cut_start, cut_end, "")]
        if not has_comma and site.language == "json":
            prev = skip_space_back(text, line_start, newlines=True)
            if prev > 0 and text[prev - 1] == ",":
                edits.append(site.edit(prev - 1, prev, ""))
        return edits
    if has_comma:
        return [site.edit(start, skip_space(text, after + 1), "")]
    prev = skip_space_back(text, start)
    if prev > 0 and text[prev - 1] == ",":
        return [site.edit(prev - 1, end, "")]
    # the only element: `{ "X-User-Id": id }` becomes `{}`
    left, right = skip_space_back(text, start), skip_space(text, end)
    if left > 0 and text[left - 1] in "{[(" and right < len(text) and text[right] in "}])":
        return [site.edit(left, right, "")]
    return "cannot tell where the entry ends"


def _remove_json_element(site: Site, literal: tuple[int, int]) -> Outcome:
    """Postman `{"key": "X-User-Id", "value": ...}` and OpenAPI `{"name": ..., "in":
    "header"}`: the object goes from its array."""
    text = site.text
    if not _KEY_OF.search(text[max(0, literal[0] - 40) : literal[0]]):
        return "the header name is not a header entry's key or name"
    opening = enclosing(text, literal[0], "{")
    closing = matching(text, opening) if opening is not None else None
    if opening is None or closing is None:
        return "no enclosing object"
    container = skip_space_back(text, opening, newlines=True)
    if container == 0 or text[container - 1] not in "[,":
        return "the header object is not an element of a list"
    if '"name"' in text[opening:closing] and '"header"' not in text[opening:closing]:
        return "a parameter that is not a header"
    return remove_element(site, opening, closing)


_H_FLAG = re.compile(r"(?:-H|--header)[ \t]+$")


def _remove_header_string(site: Site, literal: tuple[int, int]) -> Outcome:
    """The header name starts a string literal ("X-User-Id: ..."), in a curl -H or a
    Retrofit/Feign @Headers annotation."""
    text = site.text
    if not _HEADER_VALUE.match(text, site.end):
        return "the header name is held in a variable or compared: remove its uses by hand"
    start = literal[0]
    end = string_end(text, start, len(text))
    if end is None:
        return "the header string does not close"
    src = site.src
    line = src.line_of(start)
    line_start, line_end = src.line_span(line)
    flag = _H_FLAG.search(text, line_start, start)
    if flag is not None:
        start = flag.start()
        rest = text[line_start:start].strip() + text[end:line_end].strip()
        if rest in ("", "\\"):
            a, b = src.whole_line(line)
            return [site.edit(a, b, "")]
        left = skip_space_back(text, start)
        return [site.edit(left, end, "")]
    annotation = re.search(r"@Headers\(\s*$", text[line_start:start])
    if annotation is not None and text[end:line_end].strip() == ")":
        if text[line_start : line_start + annotation.start()].strip():
            return "the annotation shares its line"
        a, b = src.whole_line(line)
        return [site.edit(a, b, "")]
    if _opens_list_element(text, literal[0]):
        _, line_end = src.line_span(line)
        element_end = expression_end(text, literal[0], line_end, site.language)
        if element_end is not None:
            return remove_element(site, literal[0], element_end)
    return "a header string outside a curl -H, an @Headers annotation or a list"


def _opens_list_element(text: str, start: int) -> bool:
    """Does an element of a `[...]` list start at `start` (`['X-User-Id: ' . $id, ...]`)?"""
    before = skip_space_back(text, start, newlines=True)
    if before == 0 or text[before - 1] not in "[,":
        return False
    opening = enclosing(text, start)
    return opening is not None and text[opening] == "["


def _remove_header_line(site: Site) -> Outcome:
    """`X-User-Email: ops@example.com` alone on its line (.http files, raw requests, a
    YAML `headers:` mapping with other keys beside it)."""
    src = site.src
    line = src.line_of(site.start)
    start, _ = src.line_span(line)
    if site.language == "yaml" and not site.text[start : site.start].strip():
        if not _has_yaml_sibling(src, line):
            return "the only key of its YAML mapping: edit by hand"
    elif site.language not in ("config",) or site.text[start : site.start].strip():
        return "the header name is a value here (a setting naming the header): edit by hand"
    if not _HEADER_VALUE.match(site.text, site.end):
        return "not a header line"
    a, b = src.whole_line(line)
    return [site.edit(a, b, "")]


def _has_yaml_sibling(src: Source, line: int) -> bool:
    """Is there another `key: value` at this line's indentation, in the same mapping?"""
    text = src.line_text(line)
    indent = len(text) - len(text.lstrip())
    found = _YAML_KEY.match(text)
    if found is None or not found.group("value") or found.group("value")[0] in "|>&*!":
        return False  # `x-user-id:` opening a block, a folded scalar, an anchor
    for step in (-1, 1):
        number = line + step
        while 1 <= number <= len(src.line_starts):
            other = src.line_text(number)
            depth = len(other) - len(other.lstrip())
            if other.strip() and depth <= indent:
                if (
                    depth == indent
                    and _YAML_KEY.match(other)
                    and not other.lstrip().startswith("-")
                ):
                    return True
                break
            number += step
    return False


# --- flat v1 error reads → error.message -------------------------------------------------------

_TAILS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(r"\[\s*(?P<q>[\"':])error[\"']?\s*\]$"), "subscript"),
    (re.compile(r"\.get\(\s*(?P<q>[\"'])error[\"']\s*(?:,(?P<default>[^)]*))?\)$"), "get"),
    (re.compile(r"\.dig\(\s*(?P<q>[:\"'])error[\"']?\s*\)$"), "dig"),
    (re.compile(r"\.fetch\(\s*(?P<q>[:\"'])error[\"']?\s*\)$"), "fetch"),
    (re.compile(r"(?:\?\.|\.|->)error$"), "member"),
    (re.compile(r"\[\s*\"error\"\s*\]\s*\.\(\s*string\s*\)$"), "go-assert"),
    (re.compile(r"\.(?P<m>path|get)\(\s*\"error\"\s*\)\s*\.(?:asText|textValue)\($"), "jackson"),
    (re.compile(r"\.GetProperty\(\s*\"error\"\s*\)\s*\.GetString\($"), "stj"),
    (re.compile(r"\.(?P<m>getString|optString)\(\s*\"error\"\s*[,)]$"), "orgjson"),
    (re.compile(r"\bError$"), "field"),
)


# v1 error texts whose v2 error has a stable code (the rest have no v2 counterpart)
V1_TEXT_CODES = {"contact list not found": "not_found"}
_COMPARED = re.compile(r"\s*(?:===?|!==?|\beq\b|\bne\b)\s*(?P<q>[\"'])(?P<text>[^\"'\n]*)(?P=q)")


def _compared_code(site: Site, at: int) -> tuple[str, list[Edit]] | None:
    """`body.error == "Contact list not found"` compares a v1 text with a v2 code: read
    error.code and compare it with the code (`not_found`)."""
    found = _COMPARED.match(site.text, at)
    if found is None:
        return None
    code = V1_TEXT_CODES.get(found.group("text").strip().lower())
    if code is None:
        return None
    return "code", [site.edit(found.start("text"), found.end("text"), code)]


def error_message(site: Site) -> Outcome:
    """`body["error"]` → `body["error"]["message"]`, `body.error` → `body.error.message`, and
    the equivalents of each language's JSON access."""
    text = site.text
    span = text[site.start : site.end]
    for pattern, kind in _TAILS:
        match = pattern.search(span)
        if match is None:
            continue
        at = site.start + match.end()
        if kind == "subscript":
            q = match.group("q")
            if site.language == "kotlin":  # a kotlinx JsonElement: its object is a cast away
                return 'a Kotlin JSON element read: read error.jsonObject["message"] by hand'
            coded = _compared_code(site, at)
            field = coded[0] if coded else "message"
            tail = f"[:{field}]" if q == ":" else f"[{q}{field}{q}]"
            return [site.edit(at, at, tail), *(coded[1] if coded else [])]
        if kind == "get":
            q = match.group("q")
            if site.language != "python":
                return "a .get() read outside Python"
            # body.get("error", "unknown") → body.get("error", {}).get("message", "unknown")
            default = match.group("default")
            tail = f",{default}" if default is not None else ""
            start = site.start + match.start() + len(".get(")
            return [site.edit(start, at, f"{q}error{q}, {{}}).get({q}message{q}{tail})")]
        if kind == "dig":
            q = match.group("q")
            arg = ":message" if q == ":" else f"{q}message{q}"
            return [site.edit(at - 1, at, f", {arg})")]
        if kind == "fetch":
            q = match.group("q")
            arg = ":message" if q == ":" else f"{q}message{q}"
            return [site.edit(at, at, f".fetch({arg})")]
        if kind == "member":
            arrow = "->" if span.endswith("->error") and site.language != "shell" else "."
            coded = _compared_code(site, at)
            field = coded[0] if coded else "message"
            return [site.edit(at, at, f"{arrow}{field}"), *(coded[1] if coded else [])]
        if kind == "go-assert":
            cast = text.rfind(".(", site.start, site.end)
            return [site.edit(cast, cast, '.(map[string]any)["message"]')]
        if kind == "jackson":
            dot = text.rfind(".", site.start, site.end - 1)
            return [site.edit(dot, dot, f'.{match.group("m")}("message")')]
        if kind == "stj":
            dot = text.rfind(".GetString(", site.start, site.end)
            return [site.edit(dot, dot, '.GetProperty("message")')]
        if kind == "orgjson":
            name = site.start + match.start() + 1
            return [
                site.edit(name, name + len(match.group("m")), 'getJSONObject("error").getString'),
                site.edit(name + len(match.group("m")) + 1, at - 1, '"message"'),
            ]
        if kind == "field":
            return [site.edit(at, at, ".Message")]
    return "an error read of a shape the fixer does not know"


# --- a committed key → a read of the environment ------------------------------------------------

_ENV_READ = {
    "python": 'os.environ["{name}"]',
    "javascript": "process.env.{name}",
    "typescript": "process.env.{name}",
    "go": 'os.Getenv("{name}")',
    "ruby": 'ENV.fetch("{name}")',
    "java": 'System.getenv("{name}")',
    "kotlin": 'System.getenv("{name}")',
    "php": "getenv('{name}')",
    "csharp": 'System.Environment.GetEnvironmentVariable("{name}")',
    "shell": '"${{{name}}}"',
}
_IMPORTS = {
    "python": re.compile(r"^\s*import os\b|^\s*import [\w, ]*\bos\b", re.M),
    "go": re.compile(r"\"os\""),
}
_ENV_NAME = re.compile(
    r"(?:environ(?:\.get)?\s*[\[(]\s*|getenv\s*\(\s*|process\.env\.|ENV(?:\.fetch)?\s*[\[(]\s*"
    r"|GetEnvironmentVariable\s*\(\s*|Getenv\s*\(\s*|\$\{?)[\"']?(?P<name>[A-Z][A-Z0-9_]*(?:KEY|TOKEN))\b"
)
DEFAULT_KEY_VARIABLE = "CALLBRIDGE_API_KEY"


def key_variable(text: str) -> str:
    """The environment variable the file already reads its key from, else CALLBRIDGE_API_KEY."""
    for match in _ENV_NAME.finditer(text):
        name = match.group("name")
        if "CALLING" in name or "CALLBRIDGE" in name:
            return name
    return DEFAULT_KEY_VARIABLE


_SECRET_VALUE = re.compile(r"([\"'`])([A-Za-z0-9_\-+/=.~]{16,})\1$")


def secret_value(src: Source, finding: Finding) -> str | None:
    """The committed key a hardcoded-api-key finding points at (to mask it, never to show)."""
    try:
        start = src.offset(finding.line, finding.column)
        end = src.offset(finding.end_line, finding.end_column)
    except IndexError:
        return None
    span = src.text[start:end]
    found = _SECRET_VALUE.search(span)
    return found.group(2) if found else span or None


_CONST = re.compile(r"\bconst\b")


def _in_constant(site: Site) -> bool:
    """`const` declarations (C#, PHP, Kotlin, Go, including Go's `const (...)` blocks)."""
    src = site.src
    line = src.line_of(site.start)
    if site.language in ("csharp", "php", "kotlin", "go") and _CONST.search(src.line_text(line)):
        return True
    if site.language != "go":
        return False
    for number in range(line - 1, 0, -1):
        text = src.line_text(number).strip()
        if text == ")":
            return False
        if re.match(r"(const|var)\s*\($", text):
            return text.startswith("const")
    return False


def env_key(site: Site) -> Outcome:
    template = _ENV_READ.get(site.language)
    if template is None:
        return f"no environment read for {site.language}"
    needs = _IMPORTS.get(site.language)
    if needs is not None and not needs.search(site.text):
        return "the file does not import os"
    text = site.text
    if _in_constant(site):
        return "the key is a compile-time constant, which cannot read the environment"
    literal = _quoted(site)
    if literal is None and site.language == "shell" and text[site.start - 1 : site.start] == "=":
        literal = (site.start, site.end)  # KEY=cb_live_…: an unquoted word
    if literal is None:
        found = _SECRET_VALUE.search(text, site.start, site.end)
        if found is None:
            return "the key is not a whole string literal"
        literal = (found.start(), found.end())
    prefix = text[literal[0] - 1] if literal[0] > 0 else ""
    if prefix.isalnum() or prefix in "$@":
        return "the key is part of an interpolated or prefixed string"
    return [site.edit(literal[0], literal[1], template.format(name=key_variable(text)))]


FIXERS: dict[str, Fixer] = {
    "v1-to-v2": v1_to_v2,
    "bearer-header": bearer_header,
    "remove-header": remove_header,
    "error-message": error_message,
    "env-key": env_key,
}
