"""Which language a file is written in, decided from its name (and a shebang when it has none).

The language picks the lexer (how comments and strings look) and which rules apply. A
language without a lexer of its own gets its family's (comment markers `#`, `//`, `--`,
`%`, `;`, `<!-- -->`, and quote styles), and a file of no known language whose content is text
is read as `text`: data with `#` comments. Only names that are never text (images,
archives, compiled code) are skipped without being read, as binary.
"""

from __future__ import annotations

from functools import lru_cache

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
    "powershell": "powershell",
    "json": "json",
    "yaml": "yaml",
    "env": "env",
    "ini": "ini",
    "toml": "toml",
    "config": "env",
    "xml": "xml",
    # languages read with a lexer of their family
    "elixir": "hash",
    "perl": "hash",
    "r": "hash",
    "lua": "dash",
    "erlang": "percent",
    "clojure": "semi",
    "haskell": "dash",
    "ocaml": "ml",
    "vb": "quote",
    "pascal": "pascal",
    "asp": "asp",
    "coldfusion": "cfml",
    "sql": "dash",
    "notebook": "json",
    "markdown": "markdown",
    "text": "yaml",
}

# Languages whose text outside comments is all data (values), not program code.
DATA_LANGUAGES = frozenset(
    {"shell", "json", "yaml", "env", "ini", "toml", "config", "xml", "sql", "text", "markdown"}
)
# Data whose nested blocks are records of their own (a collection's requests, a compose
# file's services): what one names says nothing of its siblings.
RECORD_LANGUAGES = frozenset({"json", "yaml", "toml", "xml"})
# Markdown is prose: only its fenced code is read, each block in the language it names.
MARKDOWN = "markdown"
NOTEBOOK = "notebook"  # Jupyter: only the code cells are read

EXTENSIONS: dict[str, str] = {
    ".py": "python",
    ".pyi": "python",
    ".pyw": "python",
    ".js": "javascript",
    ".mjs": "javascript",
    ".cjs": "javascript",
    ".gs": "javascript",  # Google Apps Script
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
    ".cr": "ruby",  # Crystal: Ruby's syntax
    ".java": "java",
    ".kt": "kotlin",
    ".kts": "kotlin",
    ".php": "php",
    ".cs": "csharp",
    ".csx": "csharp",
    ".scala": "c-like",
    ".fsx": "c-like",  # F# scripts and signatures (`.fs` below)
    ".fsi": "c-like",
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
    ".cls": "c-like",  # Salesforce Apex classes (single-quoted strings, as c-like lexes)
    ".dg": "c-like",  # Zoho Deluge functions
    ".gleam": "c-like",
    ".deluge": "c-like",
    ".trigger": "c-like",  # Apex triggers
    ".dwl": "c-like",  # MuleSoft DataWeave scripts
    ".sh": "shell",
    ".bash": "shell",
    ".zsh": "shell",
    ".ksh": "shell",
    ".ps1": "powershell",
    ".psm1": "powershell",
    ".psd1": "powershell",
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
    ".bicep": "config",
    ".bicepparam": "config",
    ".mk": "config",
    ".xml": "xml",
    ".csproj": "xml",
    ".config": "xml",
    ".http": "config",
    ".rest": "config",
    ".html": "xml",
    ".htm": "xml",
    ".astro": "typescript",
    ".ex": "elixir",
    ".exs": "elixir",
    ".clj": "clojure",
    ".cljs": "clojure",
    ".cljc": "clojure",
    ".edn": "clojure",
    ".bb": "clojure",
    ".hs": "haskell",
    ".dhall": "config",
    ".nix": "config",
    ".ml": "ocaml",
    ".mli": "ocaml",
    ".sml": "ocaml",  # Standard ML: the same comments and strings
    ".vb": "vb",
    ".vbs": "vb",
    ".bas": "vb",
    ".frm": "vb",  # VB6 forms
    ".asp": "asp",  # Classic ASP: VBScript between the page's tags
    ".asa": "asp",
    ".pas": "pascal",
    ".dpr": "pascal",
    ".lpr": "pascal",
    ".cfm": "coldfusion",
    ".cfc": "coldfusion",
    ".cfml": "coldfusion",
    ".heex": "elixir",
    ".erl": "erlang",
    ".hrl": "erlang",
    ".pl": "perl",
    ".pm": "perl",
    ".t": "perl",
    ".r": "r",
    ".rmd": "markdown",
    ".lua": "lua",
    ".sql": "sql",
    ".ddl": "sql",
    ".pgsql": "sql",
    ".psql": "sql",
    ".plsql": "sql",
    ".pks": "sql",  # PL/SQL package specification and body
    ".pkb": "sql",
    ".esql": "sql",  # IBM App Connect's ESQL
    ".nomad": "config",
    ".bru": "config",
    ".ipynb": "notebook",
    ".md": "markdown",
    ".markdown": "markdown",
    ".mdx": "markdown",
    ".rst": "markdown",  # reStructuredText: prose, with code directives read as code
    ".erb": "ruby",
    ".hbs": "xml",
    ".handlebars": "xml",
    ".mustache": "xml",
    ".liquid": "xml",
    ".twig": "xml",
    ".xsd": "xml",
    ".wsdl": "xml",
    ".plist": "xml",
    ".svg": "xml",
    ".cshtml": "csharp",
    ".razor": "csharp",
    ".jsp": "java",
    ".sbt": "c-like",
    ".m": "c-like",
    ".mm": "c-like",
    ".fs": "c-like",
}

# Template extensions: the file is in the language of the name without them
# (`dialer.env.j2` is an .env file, `configmap.yaml.tmpl` YAML).
TEMPLATE_SUFFIXES = (".j2", ".jinja", ".jinja2", ".tmpl", ".tpl", ".gotmpl", ".template", ".dist")

# Never text: skipped by name, without being read.
BINARY_EXTENSIONS = frozenset(
    """.png .jpg .jpeg .gif .bmp .ico .icns .webp .tif .tiff .psd .pdf .zip .gz .tgz .bz2 .xz
    .zst .7z .rar .jar .war .ear .whl .egg .so .dll .dylib .exe .o .a .lib .obj .class .pyc
    .pyo .pyd .wasm .woff .woff2 .ttf .otf .eot .mp3 .mp4 .m4a .wav .ogg .flac .avi .mov .mkv
    .webm .sqlite .sqlite3 .db .bin .dat .pkl .pickle .npy .npz .parquet .feather .h5 .onnx
    .pt .pth .ckpt .mo .keystore .jks .p12 .pfx .der""".split()  # noqa: SIM905 - a word list
)

NAMES: dict[str, str] = {
    "dockerfile": "config",
    "containerfile": "config",
    "makefile": "config",
    "procfile": "config",
    "jenkinsfile": "c-like",
    "gemfile": "ruby",
    "sys.config": "erlang",  # an Erlang release's settings, not .NET's XML `.config`
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

# The languages a file of one language may hold (see `_embedded`), whose rules wake for it
# too: YAML's CI steps (shell) and Ansible's Jinja (Python's syntax), a request file's
# JavaScript and a JSON export's code strings, a Mule flow's DataWeave, SQL's stored
# procedures in Python or JavaScript.
EMBEDS: dict[str, frozenset[str]] = {
    "yaml": frozenset({"shell", "python"}),
    "config": frozenset({"javascript"}),
    "json": frozenset({"javascript"}),
    "xml": frozenset({"c-like"}),
    "sql": frozenset({"python", "javascript"}),
}
TEXT = "text"


# Names whose language is not their extension's (`.env.py`, `dockerfile.dev`).
_SPECIAL_PREFIXES = (".env.", "dockerfile.", "containerfile.")


MAX_NAMES_KEPT = 65_536  # file names whose language is remembered (the most recent ones)


@lru_cache(maxsize=MAX_NAMES_KEPT)
def language_for(name: str) -> str | None:
    """The language of a file by its name alone, or None when the name does not say
    (then a shebang, or else the content, decides: see `_prefilter`). A tree repeats its
    names (`__init__.py`, `package.json`): each is worked out once."""
    return _language_for(name)


def _language_for(name: str) -> str | None:
    lower = name.lower()
    if lower.endswith(TEMPLATE_SUFFIXES):  # one test for the common case: not a template
        for suffix in TEMPLATE_SUFFIXES:
            if lower.endswith(suffix) and len(lower) > len(suffix):
                inner = _language_for(name[: -len(suffix)])
                return inner if inner is not None else TEXT
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
    if lower.startswith("jenkinsfile"):
        return "c-like"
    if lower.endswith("makefile"):  # GNUmakefile
        return "config"
    return EXTENSIONS.get(lower[dot:]) if dot >= 0 else None


def is_binary_name(name: str) -> bool:
    """A name that is never text (an image, an archive, compiled code)."""
    dot = name.rfind(".")
    return dot > 0 and name[dot:].lower() in BINARY_EXTENSIONS
