"""The rewriter behind `migrate fix`: the scanner's findings turned into exact text edits.

    from callbridge.scanner import scan
    from callbridge.fix import plan_fixes, apply_plan, file_diff

    result = scan(["."])
    plan = plan_fixes(result)                  # safe fixes; unsafe=True for the rest
    print("".join(file_diff(f) for f in plan.changed))
    apply_plan(plan, result)                   # writes, then scans the changed files again

Fixes are declared in the rule pack (`fix:` on a rule, per language where it differs), as
safe (meaning-preserving towards v2), unsafe (needs review) or manual (guidance only).
"""

from __future__ import annotations

from callbridge.fix._annotate import annotate_fixes
from callbridge.fix._apply import ApplyResult, apply_plan
from callbridge.fix._diff import file_diff
from callbridge.fix._plan import FileFix, FindingFix, FixPlan, edits_json, plan_fixes
from callbridge.fix._source import Edit, Source

__all__ = [
    "ApplyResult",
    "Edit",
    "FileFix",
    "FindingFix",
    "FixPlan",
    "Source",
    "annotate_fixes",
    "apply_plan",
    "edits_json",
    "file_diff",
    "plan_fixes",
]
