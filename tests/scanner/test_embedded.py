"""Shell scripts inside YAML (CI steps, container commands) are read as shell."""

from __future__ import annotations

from scanner_samples import WriteTree

from callbridge.scanner import scan
from callbridge.scanner._embedded import shell_view

WORKFLOW = """\
name: dialer smoke
on: [deployment_status]
jobs:
  smoke:
    runs-on: ubuntu-latest
    env:
      DIALER_URL: https://calls.example.com/api/public/v1
    steps:
      - uses: actions/checkout@v4
      - name: check the dialer
        run: |
          code=$(curl -s -o out.json -w '%{http_code}' "$DIALER_URL/me")
          case "$code" in
            200) echo "ok" ;;
            502) echo "::warning::dialer identity provider unreachable" ;;
            503) echo "::error::dialer public API disabled"; exit 1 ;;
            *) echo "::error::unexpected $code: $(jq -r '.error' out.json)"; exit 1 ;;
          esac
      - name: status page
        run: curl -s https://status.example.net/api/v2/status.json
"""

GITLAB = """\
smoke:
  stage: verify
  script:
    - curl -s -H "x-api-key: $CALLING_KEY" "$CALLING_BASE/api/public/v1/me"
  variables:
    description: "checks the key"
"""


def test_a_workflow_s_run_block_is_read_as_shell(write_tree: WriteTree) -> None:
    root = write_tree({".github/workflows/smoke.yml": WORKFLOW})
    found = {(f.line, f.category) for f in scan([root]).findings}
    assert {
        (7, "v1-base-path"),
        (15, "v1-status-handling"),
        (16, "v1-status-handling"),
        (17, "v1-error-shape"),
    } <= found


def test_the_view_keeps_scripts_in_place_and_blanks_the_rest() -> None:
    view = shell_view(GITLAB)
    assert view is not None
    lines = view.split("\n")
    assert len(view) == len(GITLAB)
    assert lines[3].strip().startswith('curl -s -H "x-api-key')
    assert lines[3].index("curl") == GITLAB.split("\n")[3].index("curl")
    assert lines[0].strip() == lines[5].strip() == ""
    assert shell_view("calls:\n  base: https://calls.example.com/api/public/v1\n") is None
