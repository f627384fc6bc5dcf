"""The rule pack: YAML rules shipped in `scanner/rules/`, plus any the user adds with `--rules`.

A rule says what to look for (a matcher), where it counts (languages and lexical context),
what replaces it in v2 (the workflow and the built-in recipe that performs it) and carries
its own positive and negative examples, which the test suite runs. Rules are validated when
loaded, so a typo in a user's rule file is a clear `ScanError`, not a crash mid-scan; the
built-in pack's regexes are compiled on first use (`_regex`), and whole by its tests.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, NamedTuple

from callbridge.scanner._cache import cached
from callbridge.scanner._languages import DATA_LANGUAGES, FAMILY
from callbridge.scanner._models import SEVERITY_RANK, ScanError
from callbridge.scanner._regex import Regex

BUILTIN_RECIPES = (
    "check-credential",
    "create-list-then-import",
    "rename-or-regroup-list",
    "append-contacts-by-phone",
    "resolve-phone-to-contact",
    "remove-contact",
    "rotate-and-verify-webhook",
    "replay-failed-deliveries",
    "read-call-analytics",
    "initial-sync",
)

CONTEXTS = ("string", "code", "noncomment", "any")
DESTINATIONS = ("any", "service", "not-other", "not-vendor", "own-name", "own-brand")
MATCHER_KINDS = ("regex", "version-assignment")
SECRET_CHECKS = ("v2-key", "shared-key")
FIX_SAFETY = ("safe", "unsafe", "manual")
ALL_LANGUAGES = frozenset(FAMILY)
LANGUAGE_GROUPS = {
    "all": ALL_LANGUAGES,
    "code": ALL_LANGUAGES - DATA_LANGUAGES,
    "data": DATA_LANGUAGES,
}


class Window(NamedTuple):
    """A pattern that must (or must not) occur within `lines` lines of the match."""

    pattern: Regex
    lines: int
    context: str
    # where a hit on a line above the match must be: "any", or "comment" (an explanation
    # above it; code above is another statement's, such as the branch before)
    above: str = "any"
    # where a hit on a line below the match must be: "any", or "body" (in the lines below
    # it that are indented deeper: a branch's body, not the next branch)
    below: str = "any"
    # the comment on the header of the block holding the match counts too (within
    # HEADER_REACH lines): an Ansible task's `- name:`, `def check(): # identity provider`
    header: bool = False


@dataclass(frozen=True)
class Matcher:
    kind: str
    pattern: Regex
    literals: tuple[str, ...]
    context: str = "string"
    line_requires: Regex | None = None
    line_excludes: Regex | None = None
    near: Window | None = None
    not_near: Window | None = None
    file_requires: Regex | None = None
    exclude_match: Regex | None = None
    destination: str = "any"
    accept_name: Regex | None = None
    prefix_excludes: Regex | None = None
    not_in_prose: bool = False
    # a constant's definition is reported where the file uses the constant (a header read)
    report_at_use: bool = False
    # what the body of the branch a match opens may compare (`"user not found"`): a match
    # whose body compares it is reported at that comparison (`case 404:` above
    # `if msg == "user not found"`)
    report_at_evidence: Regex | None = None
    secret_group: str | None = None
    secret_check: str | None = None
    prefilter: re.Pattern[bytes] | None = None
    prefilter_unless: frozenset[str] = frozenset()
    # literals that only hold a file back for this rule: it runs on the file only once the
    # scan knows the service's brand and the file names it (`_second_pass.reread_knowing`)
    hold_literals: tuple[str, ...] = ()
    # whether a test file is held back too: a status or an error body in a test that names
    # the brand is mostly a mock's, not code handling the service's answer
    hold_tests: bool = True


@dataclass(frozen=True)
class FixSpec:
    """How `migrate fix` rewrites a rule's findings: which fixer (`action`, one of
    `callbridge.fix`'s), how safe it is, and the guidance shown when no fixer applies.
    `languages` overrides action and safety per language, where the rewrite differs."""

    action: str | None
    safety: str
    guidance: str = ""
    languages: tuple[tuple[str, str | None, str], ...] = ()

    def for_language(self, language: str) -> tuple[str | None, str]:
        """(action, safety) for a file of `language`; a manual fix has no action."""
        for name, action, safety in self.languages:
            if name == language:
                return (None if safety == "manual" else action), safety
        return (None if self.safety == "manual" else self.action), self.safety


class Example(NamedTuple):
    file: str
    code: str


@dataclass(frozen=True)
class Rule:
    id: str
    category: str
    severity: str
    message: str
    v2_workflow: str
    recipe: str
    docs: str
    languages: frozenset[str]
    matcher: Matcher
    priority: int = 0
    positive: tuple[Example, ...] = ()
    negative: tuple[Example, ...] = ()
    source: str = ""
    fix: FixSpec | None = None
    raw: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)


def _flags(names: list[str] | None) -> int:
    flags = 0
    for name in names or []:
        if name == "ignorecase":
            flags |= re.IGNORECASE
        elif name == "multiline":
            flags |= re.MULTILINE
        else:
            raise ValueError(f"unknown regex flag {name!r} (known: ignorecase, multiline)")
    return flags


def _regex(value: Any, what: str, flags: int, check: bool) -> Regex:
    """`value` as a Regex; compiled now when `check` (a user's rule file), else on first use."""
    if not isinstance(value, str) or not value:
        raise ValueError(f"{what} must be a non-empty regular expression")
    try:
        return Regex(value, flags, compile_now=check)
    except re.error as exc:
        raise ValueError(f"{what} is not a valid regular expression: {exc}") from None


def _window(value: Any, what: str, check: bool) -> Window | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise ValueError(f"{what} must be a mapping with pattern and lines")
    context = value.get("context", "any")
    if context not in CONTEXTS:
        raise ValueError(f"{what}.context must be one of {', '.join(CONTEXTS)}")
    lines = value.get("lines", 3)
    if not isinstance(lines, int) or lines < 0:
        raise ValueError(f"{what}.lines must be a non-negative integer")
    flags = _flags(value.get("flags"))
    above = value.get("above", "any")
    if above not in ("any", "comment"):
        raise ValueError(f"{what}.above must be any or comment")
    below = value.get("below", "any")
    if below not in ("any", "body"):
        raise ValueError(f"{what}.below must be any or body")
    header = _flag(value.get("header", False), f"{what}.header")
    pattern = _regex(value.get("pattern"), f"{what}.pattern", flags, check)
    return Window(pattern, lines, context, above, below, header)


def _matcher(data: Any, check: bool) -> Matcher:
    if not isinstance(data, dict):
        raise ValueError("matcher must be a mapping")
    kind = data.get("kind", "regex")
    if kind not in MATCHER_KINDS:
        raise ValueError(f"matcher.kind must be one of {', '.join(MATCHER_KINDS)}")
    flags = _flags(data.get("flags"))
    literals = _literal_list(data.get("literals"), "literals", required=True)
    context = data.get("context", "string")
    if context not in CONTEXTS:
        raise ValueError(f"matcher.context must be one of {', '.join(CONTEXTS)}")
    destination = data.get("destination", "any")
    if destination not in DESTINATIONS:
        raise ValueError(f"matcher.destination must be one of {', '.join(DESTINATIONS)}")
    secret = data.get("secret")
    secret_group = secret_check = None
    if secret is not None:
        if not isinstance(secret, dict) or secret.get("check") not in SECRET_CHECKS:
            raise ValueError(f"matcher.secret.check must be one of {', '.join(SECRET_CHECKS)}")
        secret_group = str(secret.get("group", "0"))
        secret_check = str(secret["check"])

    def opt(key: str) -> Regex | None:
        return _regex(data[key], f"matcher.{key}", flags, check) if data.get(key) else None

    prefilter = None
    if data.get("prefilter"):
        try:
            prefilter = re.compile(str(data["prefilter"]).encode("utf-8"))
        except re.error as exc:
            raise ValueError(
                f"matcher.prefilter is not a valid regular expression: {exc}"
            ) from None
    pattern = _regex(data.get("pattern"), "matcher.pattern", flags, check)
    if secret_group not in (None, "0") and secret_group not in pattern.groupindex:
        raise ValueError(f"matcher.secret.group {secret_group!r} is not a group of the pattern")
    return Matcher(
        kind=kind,
        pattern=pattern,
        literals=literals,
        context=context,
        line_requires=opt("line_requires"),
        line_excludes=opt("line_excludes"),
        near=_window(data.get("near"), "matcher.near", check),
        not_near=_window(data.get("not_near"), "matcher.not_near", check),
        file_requires=opt("file_requires"),
        exclude_match=opt("exclude_match"),
        destination=destination,
        accept_name=opt("accept_name"),
        prefix_excludes=opt("prefix_excludes"),
        not_in_prose=bool(data.get("not_in_prose", False)),
        report_at_use=bool(data.get("report_at_use", False)),
        report_at_evidence=opt("report_at_evidence"),
        secret_group=secret_group,
        secret_check=secret_check,
        prefilter=prefilter,
        prefilter_unless=frozenset(str(x).lower() for x in data.get("prefilter_unless") or ()),
        hold_literals=_literal_list(data.get("hold_literals"), "hold_literals", required=False),
        hold_tests=_flag(data.get("hold_tests", True), "matcher.hold_tests"),
    )


def _flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise ValueError(f"{what} must be true or false")
    return value


def _languages(value: Any) -> frozenset[str]:
    names = value if isinstance(value, list) else [value or "all"]
    out: set[str] = set()
    for name in names:
        if name in LANGUAGE_GROUPS:
            out |= LANGUAGE_GROUPS[name]
        elif name in ALL_LANGUAGES:
            out.add(name)
        else:
            known = ", ".join(sorted(set(LANGUAGE_GROUPS) | ALL_LANGUAGES))
            raise ValueError(f"unknown language {name!r} (known: {known})")
    return frozenset(out)


def _examples(value: Any, what: str) -> tuple[Example, ...]:
    if value is None:
        return ()
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list of {{file, code}}")
    out = []
    for item in value:
        if (
            not isinstance(item, dict)
            or not isinstance(item.get("file"), str)
            or not isinstance(item.get("code"), str)
        ):
            raise ValueError(f"each of {what} needs `file` and `code` strings")
        out.append(Example(item["file"], item["code"]))
    return tuple(out)


def _fix_entry(value: Any, what: str, default_action: str | None) -> tuple[str | None, str]:
    if not isinstance(value, dict):
        raise ValueError(f"{what} must be a mapping with action and safety")
    safety = value.get("safety", "safe" if value.get("action") else "manual")
    if safety not in FIX_SAFETY:
        raise ValueError(f"{what}.safety must be one of {', '.join(FIX_SAFETY)}")
    action = value.get("action", default_action)
    if action is not None and (
        not isinstance(action, str) or not re.fullmatch(r"[a-z][a-z0-9-]*", action)
    ):
        raise ValueError(f"{what}.action must be a fixer name (lowercase letters and dashes)")
    if safety != "manual" and action is None:
        raise ValueError(f"{what}: a {safety} fix needs an action")
    return action, safety


def _fix(value: Any) -> FixSpec | None:
    if value is None:
        return None
    action, safety = _fix_entry(value, "fix", None)
    guidance = value.get("guidance", "")
    if not isinstance(guidance, str):
        raise ValueError("fix.guidance must be a string")
    overrides = value.get("languages") or {}
    if not isinstance(overrides, dict):
        raise ValueError("fix.languages must map language names to {action, safety}")
    languages = []
    for name, entry in overrides.items():
        for language in sorted(_languages(name)):
            languages.append((language, *_fix_entry(entry, f"fix.languages.{name}", action)))
    return FixSpec(action, safety, " ".join(guidance.split()), tuple(languages))


def rule_from_dict(data: Any, source: str, *, check: bool = True) -> Rule:
    """Build one validated rule; ValueError says what is wrong with it. Its regexes are
    compiled now when `check`, else on first use (the built-in pack)."""
    if not isinstance(data, dict):
        raise ValueError("a rule must be a mapping")
    rule_id = data.get("id")
    if not isinstance(rule_id, str) or not re.fullmatch(r"[a-z0-9][a-z0-9.-]*", rule_id):
        raise ValueError("id must be lowercase letters, digits, dots and dashes")
    try:
        for key in ("category", "message", "v2_workflow", "recipe"):
            if not isinstance(data.get(key), str) or not data[key].strip():
                raise ValueError(f"{key} is required")
        severity = data.get("severity", "warning")
        if severity not in SEVERITY_RANK:
            raise ValueError("severity must be info, warning or error")
        examples = data.get("examples") or {}
        if not isinstance(examples, dict):
            raise ValueError("examples must be a mapping with positive and negative lists")
        priority = data.get("priority", 0)
        if not isinstance(priority, int):
            raise ValueError("priority must be an integer")
        return Rule(
            id=rule_id,
            category=data["category"],
            severity=severity,
            message=" ".join(data["message"].split()),
            v2_workflow=" ".join(data["v2_workflow"].split()),
            recipe=data["recipe"],
            docs=str(data.get("docs", "")),
            languages=_languages(data.get("languages")),
            matcher=_matcher(data.get("matcher"), check),
            priority=priority,
            positive=_examples(examples.get("positive"), "examples.positive"),
            negative=_examples(examples.get("negative"), "examples.negative"),
            source=source,
            fix=_fix(data.get("fix")),
            raw=data,
        )
    except ValueError as exc:
        raise ValueError(f"rule {rule_id}: {exc}") from None


def parse_rules(text: str, source: str, *, check: bool = True) -> list[Rule]:
    """Parse a rule file (`rules: [...]` or a bare list)."""
    import yaml  # a scan with a cached rule pack and no --rules never needs it

    try:
        data = yaml.load(text, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    except yaml.YAMLError as exc:
        raise ScanError(f"{source}: not valid YAML: {exc}") from None
    return rules_from_data(data, source, check=check)


def rules_from_data(data: Any, source: str, *, check: bool = True) -> list[Rule]:
    """Validated rules from a parsed rule file."""
    if isinstance(data, dict):
        data = data.get("rules")
    if not isinstance(data, list):
        raise ScanError(f"{source}: expected a list of rules (or a mapping with `rules:`)")
    rules = []
    for item in data:
        try:
            rules.append(rule_from_dict(item, source, check=check))
        except ValueError as exc:
            raise ScanError(f"{source}: {exc}") from None
    return rules


def builtin_rules() -> list[Rule]:
    """The rule pack shipped inside the package."""
    folder = Path(__file__).parent / "rules"
    if not folder.is_dir():  # installed as a zip: read through the import system
        return _rules_from_resources()
    files = sorted(p for p in folder.iterdir() if p.suffix in (".yaml", ".yml"))
    stamp = tuple((p.name, p.stat().st_mtime_ns, p.stat().st_size) for p in files)

    def parse() -> list[tuple[str, Any]]:
        import yaml

        loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
        return [(f"rules/{p.name}", yaml.load(p.read_text("utf-8"), Loader=loader)) for p in files]

    # Cached, so a scan does not pay for importing and running a YAML parser.
    parsed = cached("rulepack", stamp, parse, lambda value: isinstance(value, list))
    return [rule for source, data in parsed for rule in rules_from_data(data, source, check=False)]


def _rules_from_resources() -> list[Rule]:
    from importlib import resources

    folder = resources.files("callbridge.scanner").joinpath("rules")
    rules: list[Rule] = []
    for entry in sorted(folder.iterdir(), key=lambda e: e.name):
        if entry.name.endswith((".yaml", ".yml")):
            text = entry.read_text(encoding="utf-8")
            rules.extend(parse_rules(text, f"rules/{entry.name}", check=False))
    return rules


def load_rules(extra: Iterable[str | Path] = (), *, builtin: bool = True) -> list[Rule]:
    """The built-in rules plus user rule files; a user rule with a built-in id replaces it."""
    rules = builtin_rules() if builtin else []
    by_id = {rule.id: i for i, rule in enumerate(rules)}
    for item in extra:
        path = Path(item)
        try:
            text = path.read_text(encoding="utf-8")
        except OSError as exc:
            raise ScanError(f"cannot read rule file {path}: {exc.strerror or exc}") from None
        except UnicodeDecodeError:
            raise ScanError(f"rule file {path} is not UTF-8 text") from None
        for rule in parse_rules(text, str(path)):
            if rule.id in by_id:
                rules[by_id[rule.id]] = rule
            else:
                by_id[rule.id] = len(rules)
                rules.append(rule)
    return rules


def _literal_list(value: Any, name: str, *, required: bool) -> tuple[str, ...]:
    """A rule's literals for the prefilter, lowercased: a list of non-empty strings (absent
    only when not `required`)."""
    if value is None and not required:
        return ()
    if (
        not isinstance(value, list)
        or (required and not value)
        or not all(isinstance(x, str) and x for x in value)
    ):
        raise ValueError(
            f"matcher.{name} must be a {'non-empty ' if required else ''}list of strings"
        )
    return tuple(x.lower() for x in value)


def prefilter_literals(rules: list[Rule]) -> tuple[str, ...]:
    """Every literal any rule needs, lowercased and deduplicated, for the byte prefilter."""
    seen: dict[str, None] = {}
    for rule in rules:
        for literal in (*rule.matcher.literals, *rule.matcher.hold_literals):
            seen.setdefault(literal, None)
    seen.setdefault("callbridge:", None)  # suppression comments, so unused ones are reported
    return tuple(seen)
