#!/usr/bin/env bash
# Drive the real `migrate tui` in a detached tmux session at 80x24: connect to the embedded
# sandbox, scan the fixture folder, check the findings on screen, quit. Then open
# `migrate tui PATH` on a generated tree in several languages with the same v1 line
# repeated in one file, check the findings are shown, and quit with Ctrl+Q (status 0).
#
#   tests/tui/tmux_walkthrough.sh            # uses `migrate` and `python3` from PATH
#   MIGRATE="python -m callbridge" PYTHON=python tests/tui/tmux_walkthrough.sh
#
# It runs on a private tmux server (-L) in a temporary folder, so neither the user's tmux
# nor the repository's ./.callbridge is touched. Exit status 0 when every check passed;
# on failure the last screen is printed.
set -euo pipefail

MIGRATE=${MIGRATE:-migrate}
PYTHON=${PYTHON:-python3}
HERE=$(cd "$(dirname "$0")" && pwd)
WORK=$(mktemp -d)
SOCKET="cbtui-$$"
SESSION="walkthrough"
TIMEOUT=${TIMEOUT:-30}

tmx() { tmux -L "$SOCKET" "$@"; }
cleanup() {
    tmx kill-server 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT

cp -R "$HERE/fixtures/legacy_app" "$WORK/legacy_app"
"$PYTHON" "$HERE/realistic_tree.py" "$WORK/monorepo" 12

screen() { tmx capture-pane -p -t "$SESSION"; }
start() {  # start <arguments of migrate tui>
    tmx new-session -d -s "$SESSION" -x 80 -y 24 -c "$WORK" \
        "env -u CALLBRIDGE_API_KEY -u CALLBRIDGE_BASE_URL TERM=xterm-256color $MIGRATE tui $*; echo walkthrough-exit=\$?; sleep $TIMEOUT"
}

wait_for() {  # wait_for <grep -E pattern> <what it means>
    local deadline=$((SECONDS + TIMEOUT))
    until screen | grep -Eq -- "$1"; do
        if ((SECONDS >= deadline)); then
            echo "FAIL: $2 (no /$1/ on screen after ${TIMEOUT}s); last screen:" >&2
            screen >&2
            exit 1
        fi
        sleep 0.2
    done
    echo "ok: $2"
}

start

wait_for "F2 Connect +F3 Scan" "the walkthrough starts at Connect"
tmx send-keys -t "$SESSION" C-o
wait_for "Connected to embedded sandbox" "connected to the embedded sandbox"
wait_for "kind +workspace" "GET /me shows the credential"
wait_for "embedded sandbox .*key cb_test_[0-9a-f]{8}" "the header keeps the target and the masked key"
if screen | grep -Eq "cb_test_[0-9a-f-]{36}\."; then
    echo "FAIL: an unmasked key is on screen" >&2
    exit 1
fi
echo "ok: the key is shown masked only"

tmx send-keys -t "$SESSION" F3
wait_for "Folder " "the Scan step is open"
tmx send-keys -t "$SESSION" -l "legacy_app"
tmx send-keys -t "$SESSION" Enter
wait_for "[0-9]+ found . 0 done . 0 ignored . [0-9]+ left" "the scan finished"
wait_for "calls_client.py:[0-9]+  src/" "findings are listed"
wait_for "Instead:" "the advice for the highlighted finding is shown"

tmx send-keys -t "$SESSION" C-q
wait_for "walkthrough-exit=0" "Ctrl+Q quits with status 0"
tmx kill-session -t "$SESSION"

start monorepo
wait_for "F3 Scan" "migrate tui PATH opens at Scan"
wait_for "48 files . 408 found . 0 done . 0 ignored . 408 left" "the generated tree is scanned"
wait_for "calls_client\.[a-z]+:[0-9]+  services/" "its findings are listed"
if screen | grep -Eq "Traceback|DuplicateKey"; then
    echo "FAIL: an error is on screen" >&2
    screen >&2
    exit 1
fi
tmx send-keys -t "$SESSION" C-q
wait_for "walkthrough-exit=0" "Ctrl+Q quits with status 0"
echo "walkthrough passed"
