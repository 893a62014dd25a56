#!/usr/bin/env bash
# Runs the real Demo binary under a pseudo-terminal (tmux) and drives it as a person would:
# a mouse click on "Perform Action", Tab to the "Add?" switch and Space, then Ctrl-C, after
# which every terminal mode the app changed must be back.
set -euo pipefail
cd "$(dirname "$0")/../.."

demo="$(swift build --show-bin-path)/Demo"
[[ -x "$demo" ]] || { echo "demo-in-tmux: build the Demo first (swift build)"; exit 1; }
command -v tmux >/dev/null || { echo "demo-in-tmux: tmux is not installed"; exit 1; }

session="graft-e2e-$$"
export TMUX_TMPDIR="$(mktemp -d)"
trap 'tmux kill-server 2>/dev/null || true; rm -rf "$TMUX_TMPDIR"' EXIT
failures=0

screen() { tmux capture-pane -p -t "$session"; }
check() { # name, condition result
  if [[ "$2" == "yes" ]]; then echo "ok - $1"; else echo "not ok - $1"; failures=$((failures + 1)); fi
}
wait_for() { # pattern, [tries]
  for _ in $(seq "${2:-100}"); do
    screen | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  return 1
}
send_hex() { tmux send-keys -t "$session" -H "$@"; }
sgr_click() { # column, row (1-based)
  local press release
  press=$(printf '\033[<0;%d;%dM' "$1" "$2" | od -An -tx1)
  release=$(printf '\033[<0;%d;%dm' "$1" "$2" | od -An -tx1)
  # shellcheck disable=SC2086
  send_hex $press
  # shellcheck disable=SC2086
  send_hex $release
}

# NB: Through a shell that outlives the Demo, so the pane's modes can be read after it exits.
tmux new-session -d -s "$session" -x 80 -y 24 \
  "TERM=xterm-256color $demo; echo GRAFT-EXIT:\$?; sleep 60"

wait_for "Perform Action" && started=yes || started=no
check "the Demo starts and shows Perform Action" "$started"
check "the Demo shows the Add? toggle" "$(screen | grep -qF 'Add?' && echo yes || echo no)"
check "the app switched to the alternate screen" "$([[ $(tmux display -p -t "$session" '#{alternate_on}') == 1 ]] && echo yes || echo no)"
check "the app enabled mouse reporting" "$([[ $(tmux display -p -t "$session" '#{mouse_sgr_flag}') == 1 ]] && echo yes || echo no)"

# Click "Perform Action": find its row and column on the screen.
row=$(screen | grep -nF "Perform Action" | head -1 | cut -d: -f1)
line=$(screen | sed -n "${row}p")
prefix="${line%%Perform Action*}"
column=$(( ${#prefix} + 1 ))
sgr_click "$column" "$row"
wait_for "SDK value: 1" 50 && clicked=yes || clicked=no
check "a mouse click on Perform Action changes the value" "$clicked"

# Tab until the switch shows focus, then Space flips it.
focused=no
for _ in $(seq 16); do
  tmux send-keys -t "$session" Tab
  sleep 0.15
  if screen | grep -qF "> ON<"; then focused=yes; break; fi
done
check "Tab reaches the Add? switch" "$focused"
tmux send-keys -t "$session" Space
wait_for ">OFF<" 50 && flipped=yes || flipped=no
check "Space flips the switch" "$flipped"

tmux send-keys -t "$session" C-c
wait_for "GRAFT-EXIT:" 50 || true
check "Ctrl-C quits with status 0" "$(screen | grep -qF 'GRAFT-EXIT:0' && echo yes || echo no)"
check "the alternate screen is left" "$([[ $(tmux display -p -t "$session" '#{alternate_on}') == 0 ]] && echo yes || echo no)"
check "mouse reporting is off" "$([[ $(tmux display -p -t "$session" '#{mouse_any_flag}#{mouse_standard_flag}#{mouse_sgr_flag}') == 000 ]] && echo yes || echo no)"
check "the cursor is visible" "$([[ $(tmux display -p -t "$session" '#{cursor_flag}') == 1 ]] && echo yes || echo no)"

passed=$(( 11 - failures ))
echo "demo-in-tmux: $passed passed, $failures failed"
[[ $failures -eq 0 ]]
