"""The machine-readable report; also the baseline format (`--baseline` reads it back)."""

from __future__ import annotations

import json

from callbridge.scanner._models import ScanResult
from callbridge.scanner.reporters._common import repo_prefix


def render_json(result: ScanResult) -> str:
    if result.findings:  # the fixer reads the files with findings once more
        from callbridge.fix import annotate_fixes

        result = annotate_fixes(result)
    # paths as SARIF and the GitHub annotations give them: from the top of the repository
    prefix = repo_prefix(result.root)
    data = {
        "version": 1,
        "findings": [{**f.to_json(), "path": prefix + f.path} for f in result.findings],
        "stats": result.stats.to_json(),
        "warnings": list(result.warnings),
        "errors": list(result.errors),
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
