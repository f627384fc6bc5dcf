project = "Tidewater Engineering Handbook"
author = "Tidewater Platform Team"
copyright = "2024, Tidewater Home Services"

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.intersphinx",
    "sphinx_copybutton",
    "myst_parser",
]

html_theme = "furo"
html_title = "Tidewater Eng"
intersphinx_mapping = {"python": ("https://docs.python.org/3", None)}
linkcheck_ignore = [r"https://api\.ringlane\.com/.*", r"http://.*\.internal/.*"]
