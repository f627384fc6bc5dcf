"""Which language a file is written in, decided from its name (and a shebang when it has none).

The language picks the lexer (how comments and strings look) and which rules apply. Files of
no known language are not code the service can be called from (images, lock files, prose)
and are counted as `unsupported`, never read.
"""

from __future__ import annotations

# language -> lexer family
FAMILY: dict[str, str] = {
    "python": "python",
    "javascript": "c",
    "typescript": "c",
    "go": "c",
    "java": "c",
    "kotlin": "c",
    "csharp": "c",
    "c-like": "c",
    "php": "php",
    "ruby": "ruby",
    "shell": "shell",
    "json": "json",
    "yaml": "yaml",
    "env": "env",
    "ini": "ini",
    "toml": "toml",
    "config": "env",
    "xml": "xml",
}

# Languages whose text outside comments is all data (values), not program code.
DATA_LANGUAGES = frozenset({"shell", "json", "yaml", "env", "ini", "toml", "config", "xml"})

EXTENSIONS: dict[str, str] = {
    ".py": "python",
    ".pyi": "python",
    ".pyw": "python",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".jsx": "javascript",
    ".vue": "javascript",
    ".svelte": "javascript",
    ".ts": "typescript",
    ".tsx": "typescript",
    ".mts": "typescript",
    ".cts": "typescript",
    ".go": "go",
    ".rb": "ruby",
    ".rake": "ruby",
    ".gemspec": "ruby",
    ".ru": "ruby",
    ".java": "java",
    ".kt": "kotlin",
    ".kts": "kotlin",
    ".php": "php",
    ".cs": "csharp",
    ".csx": "csharp",
    ".scala": "c-like",
    ".swift": "c-like",
    ".rs": "c-like",
    ".dart": "c-like",
    ".c": "c-like",
    ".h": "c-like",
    ".cc": "c-like",
    ".cpp": "c-like",
    ".hpp": "c-like",
    ".groovy": "c-like",
    ".gradle": "c-like",
    ".sh": "shell",
    ".bash": "shell",
    ".zsh": "shell",
    ".ksh": "shell",
    ".ps1": "shell",
    ".bats": "shell",
    ".json": "json",
    ".jsonc": "json",
    ".json5": "json",
    ".har": "json",
    ".yaml": "yaml",
    ".yml": "yaml",
    ".env": "env",
    ".ini": "ini",
    ".cfg": "ini",
    ".conf": "ini",
    ".properties": "ini",
    ".toml": "toml",
    ".tf": "config",
    ".tfvars": "config",
    ".hcl": "config",
    ".mk": "config",
    ".xml": "xml",
    ".csproj": "xml",
    ".config": "xml",
    ".http": "config",
    ".rest": "config",
    ".html": "xml",
    ".htm": "xml",
}

NAMES: dict[str, str] = {
    "dockerfile": "config",
    "containerfile": "config",
    "makefile": "config",
    "procfile": "config",
    "jenkinsfile": "c-like",
    "gemfile": "ruby",
    "rakefile": "ruby",
    ".envrc": "shell",
    ".npmrc": "ini",
    ".pypirc": "ini",
    ".netrc": "config",
}

# `#!` line needle -> language, for extensionless scripts such as `bin/deploy`
SHEBANGS: tuple[tuple[bytes, str], ...] = (
    (b"python", "python"),
    (b"node", "javascript"),
    (b"ruby", "ruby"),
    (b"php", "php"),
    (b"bash", "shell"),
    (b"/sh", "shell"),
    (b"zsh", "shell"),
    (b"env sh", "shell"),
)

MINIFIABLE = frozenset({"javascript", "typescript"})


# Names whose language is not their extension's (`.env.py`, `dockerfile.dev`).
_SPECIAL_PREFIXES = (".env.", "dockerfile.", "containerfile.")


def language_for(name: str) -> str | None:
    """The language of a file by its name alone, or None when the name does not say."""
    lower = name.lower()
    dot = lower.rfind(".")
    if dot > 0 and not lower.startswith(_SPECIAL_PREFIXES):  # the common case, `app.py`
        language = EXTENSIONS.get(lower[dot:])
        if language is not None:
            return language
    if lower in NAMES:
        return NAMES[lower]
    if lower == ".env" or lower.startswith(".env.") or lower.endswith(".env"):
        return "env"
    if lower.startswith(("dockerfile.", "containerfile.")) or lower.endswith(".dockerfile"):
        return "config"
    return EXTENSIONS.get(lower[dot:]) if dot >= 0 else None
