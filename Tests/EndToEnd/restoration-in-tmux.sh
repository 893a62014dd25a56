#!/usr/bin/env bash
# Runs graft-restore-probe under a pseudo-terminal (tmux) and ends it every way an app can
# end: Ctrl-C; every catchable signal whose default action ends the process, sent with kill
# (crash signals included); an error nothing catches and a real segmentation fault; exit() from
# app code. After each, the terminal must be as it was (main screen, mouse reporting off,
# cursor shown, auto-wrap on, `stty -a` equal to what it was before the app started), the
# process gone with the signal's own status, and what the app printed back once, after the
# screen. It also suspends the probe (Ctrl-Z and SIGTSTP under a job-control shell, SIGSTOP
# from outside) and continues it, and storms it with SIGWINCH: each time it must come back
# whole and still answer.
set -euo pipefail
cd "$(dirname "$0")/../.."

# NB: GRAFT_BIN_PATH overrides where the built probe is (a build with --scratch-path).
probe="${GRAFT_BIN_PATH:-$(swift build --show-bin-path)}/graft-restore-probe"
[[ -x "$probe" ]] || { echo "restoration-in-tmux: build the probe first (swift build)"; exit 1; }
command -v tmux >/dev/null || { echo "restoration-in-tmux: tmux is not installed"; exit 1; }

work="$(mktemp -d)"
export TMUX_TMPDIR="$work"
trap 'tmux kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
# NB: A session that lives throughout, so the server never exits between two scenarios (a new
# session racing the server's exit fails with "server exited unexpectedly").
tmux new-session -d -s "graft-restore-$$-keepalive" "sleep 3600"
passed=0
failed=0
session=""
last_screen=""

check() { # name, condition result
  if [[ "$2" == "yes" ]]; then
    echo "ok - $1"
    passed=$((passed + 1))
  else
    echo "not ok - $1"
    failed=$((failed + 1))
  fi
}
yes_if() { if "$@"; then echo yes; else echo no; fi }
screen() { tmux capture-pane -p -t "$session"; }
pane() { tmux display -p -t "$session" "$1"; }
wait_for() { # pattern, [tries of 0.1 s]
  for _ in $(seq "${2:-100}"); do
    screen | grep -qF -- "$1" && return 0
    sleep 0.1
  done
  return 1
}
# `stty -a` without the size, which a resize legitimately changes.
settings() { sed -E 's/rows [0-9]+; columns [0-9]+;//' "$1"; }
same_settings() { # scenario name
  [[ -s "$work/$1.before" && -s "$work/$1.after" ]] \
    && diff <(settings "$work/$1.before") <(settings "$work/$1.after") >/dev/null
}

# Starts the probe in a fresh session, through a shell that records the terminal settings
# before and after it and outlives it, so the pane can be read after the probe ends.
start() { # scenario name
  session="graft-restore-$$-$1"
  tmux new-session -d -s "$session" -x 80 -y 24 \
    "ulimit -c 0; stty -a > '$work/$1.before'; GRAFT_PROBE_PID_FILE='$work/$1.pid' \
SWIFT_BACKTRACE=enable=yes,interactive=no TERM=xterm-256color '$probe'; echo GRAFT-EXIT:\$?; \
stty -a > '$work/$1.after'; sleep 120"
  wait_for "PROBE READY" && ready=yes || ready=no
  check "$1: the probe starts" "$ready"
  check "$1: the app is on the alternate screen" "$(yes_if [ "$(pane '#{alternate_on}')" = 1 ])"
  check "$1: the app turned mouse reporting on" "$(yes_if [ "$(pane '#{mouse_sgr_flag}')" = 1 ])"
}

# Waits for the probe to end and checks the terminal is back.
finish() { # scenario name, expected exit status
  wait_for "GRAFT-EXIT:" 150 || true
  for _ in $(seq 50); do [[ -s "$work/$1.after" ]] && break; sleep 0.1; done
  local status
  status=$(screen | sed -n 's/.*GRAFT-EXIT:\([0-9]*\).*/\1/p' | head -1)
  check "$1: the app ended with status $2 (got ${status:-none})" "$(yes_if [ "${status:-}" = "$2" ])"
  check "$1: the alternate screen is left" "$(yes_if [ "$(pane '#{alternate_on}')" = 0 ])"
  check "$1: mouse reporting is off" \
    "$(yes_if [ "$(pane '#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_sgr_flag}')" = 0000 ])"
  check "$1: the cursor is visible" "$(yes_if [ "$(pane '#{cursor_flag}')" = 1 ])"
  check "$1: auto-wrap is back on" "$(yes_if [ "$(pane '#{wrap_flag}')" = 1 ])"
  check "$1: stty -a is as before" "$(yes_if same_settings "$1")"
  check "$1: the process is gone" "$(yes_if gone "$1")"
  last_screen="$(screen)"
  tmux kill-session -t "$session" 2>/dev/null || true
}

signal() { # signal name, scenario name
  kill -s "$1" "$(cat "$work/$2.pid")"
}
gone() { # scenario name
  ! kill -0 "$(cat "$work/$1.pid")" 2>/dev/null
}

start ctrl-c
tmux send-keys -t "$session" p
wait_for "pings 1" 50 && pinged=yes || pinged=no
check "ctrl-c: the probe answers a key" "$pinged"
tmux send-keys -t "$session" C-c
finish ctrl-c 0
check "ctrl-c: what the app printed comes back once, after the screen" \
  "$(yes_if [ "$(grep -c PROBE-PRINTED <<<"$last_screen")" = 1 ])"

# Every catchable signal whose default action ends the process, sent with kill: the four that
# end a session on the main queue, the others, the real-time signals, and the crash signals
# (which, sent with kill, must end the process too, not wait in the backtracer).
fatal_signals=(INT TERM HUP QUIT USR1 USR2 ALRM PIPE VTALRM PROF XCPU XFSZ IO PWR STKFLT SYS
  ABRT SEGV BUS FPE ILL TRAP)
for number in $(seq "$(kill -l RTMIN)" "$(kill -l RTMAX)"); do
  fatal_signals+=("$(kill -l "$number")")
done
for name in "${fatal_signals[@]}"; do
  scenario="sig$(tr '[:upper:]+' '[:lower:]p' <<<"$name")"
  start "$scenario"
  signal "$name" "$scenario"
  finish "$scenario" $((128 + $(kill -l "$name")))
done

# A crash from a key the probe maps to it, after a line it printed; sets `output` to the whole
# history, long lines joined (the backtrace scrolls the rest up).
crash() { # scenario name, key
  start "$1"
  tmux send-keys -t "$session" p
  wait_for "pings 1" 50 || true
  tmux send-keys -t "$session" "$2"
  wait_for "GRAFT-EXIT:" 150 || true
  output="$(tmux capture-pane -p -J -S - -t "$session")"
  check "$1: what the app printed before the crash comes back" \
    "$(yes_if grep -qF PROBE-PRINTED <<<"$output")"
}

crash uncaught-error t
check "uncaught-error: the error's message is shown once, after restoring" \
  "$(yes_if [ "$(grep -c "unexpectedly raised an error: .*uncaught" <<<"$output")" = 1 ])"
# NB: Swift traps with SIGILL on x86-64 and SIGTRAP on arm64.
status=$(sed -n 's/.*GRAFT-EXIT:\([0-9]*\).*/\1/p' <<<"$output" | head -1)
[[ "$status" == 133 ]] && trap_status=133 || trap_status=132
finish uncaught-error "$trap_status"

crash segmentation-fault s
finish segmentation-fault 139

start exit-in-app
tmux send-keys -t "$session" x
finish exit-in-app 3

# Stopped from outside with SIGSTOP (which cannot be caught) and continued: the app takes its
# modes again and draws the whole screen, which a shell may have changed meanwhile.
start sigstop
first_screen="$(screen)"
signal STOP sigstop
sleep 0.3
check "sigstop: the process is stopped" \
  "$(yes_if [ "$(cut -d' ' -f3 "/proc/$(cat "$work/sigstop.pid")/stat")" = T ])"
printf '\033[2J' > "$(pane '#{pane_tty}')"  # a shell clears the screen behind the app's back
signal CONT sigstop
wait_for "PROBE READY" 50 && redrawn=yes || redrawn=no
check "sigstop: the app draws its screen again after SIGCONT" "$redrawn"
check "sigstop: the screen is exactly as before" "$(yes_if [ "$(screen)" = "$first_screen" ])"
tmux send-keys -t "$session" C-c
finish sigstop 0

# Suspended under a shell with job control, by Ctrl-Z and by SIGTSTP: the terminal is the
# shell's while the app is stopped, and the app's again after `fg`.
for way in ctrl-z sigtstp; do
  scenario="suspend-$way"
  session="graft-restore-$$-$scenario"
  tmux new-session -d -s "$session" -x 80 -y 24 "env -i PATH='$PATH' HOME='$HOME' TERM=screen bash --norc --noprofile -i"
  sleep 0.5
  tmux send-keys -t "$session" "PS1='SHELL> '; stty -a > '$work/$scenario.before'; clear" Enter
  wait_for "SHELL>" 50 || true
  tmux send-keys -t "$session" "GRAFT_PROBE_PID_FILE='$work/$scenario.pid' TERM=xterm-256color '$probe'" Enter
  wait_for "PROBE READY" && ready=yes || ready=no
  check "$scenario: the probe starts" "$ready"
  if [[ "$way" == ctrl-z ]]; then tmux send-keys -t "$session" C-z; else signal TSTP "$scenario"; fi
  wait_for "Stopped" 50 && stopped=yes || stopped=no
  check "$scenario: the shell reports the app stopped" "$stopped"
  check "$scenario: the alternate screen is left while stopped" "$(yes_if [ "$(pane '#{alternate_on}')" = 0 ])"
  check "$scenario: the cursor is visible while stopped" "$(yes_if [ "$(pane '#{cursor_flag}')" = 1 ])"
  check "$scenario: mouse reporting is off while stopped" \
    "$(yes_if [ "$(pane '#{mouse_any_flag}#{mouse_button_flag}#{mouse_standard_flag}#{mouse_sgr_flag}')" = 0000 ])"
  tmux send-keys -t "$session" "stty -a > '$work/$scenario.after'" Enter
  sleep 0.3
  check "$scenario: stty -a is the shell's while stopped" "$(yes_if same_settings "$scenario")"
  rm -f "$work/$scenario.after"
  tmux send-keys -t "$session" fg Enter
  wait_for "PROBE READY" 50 && back=yes || back=no
  check "$scenario: the app is back after fg" "$back"
  check "$scenario: the app is on the alternate screen again" "$(yes_if [ "$(pane '#{alternate_on}')" = 1 ])"
  tmux send-keys -t "$session" p
  wait_for "pings 1" 50 && answered=yes || answered=no
  check "$scenario: the app answers a key after fg" "$answered"
  tmux send-keys -t "$session" C-c
  wait_for "PROBE-PRINTED" 50 || true
  # NB: After `fg`, `$?` is the job's status; the marker is split so the typed line does not
  # match it.
  tmux send-keys -t "$session" "echo GRAFT-\"\"EXIT:\$?; stty -a > '$work/$scenario.after'" Enter
  wait_for "GRAFT-EXIT:" 50 || true
  for _ in $(seq 30); do [[ -s "$work/$scenario.after" ]] && break; sleep 0.1; done
  status=$(screen | sed -n 's/.*GRAFT-EXIT:\([0-9]*\).*/\1/p' | head -1)
  check "$scenario: the app ended with status 0 (got ${status:-none})" "$(yes_if [ "${status:-}" = 0 ])"
  check "$scenario: stty -a is as before" "$(yes_if same_settings "$scenario")"
  tmux kill-session -t "$session" 2>/dev/null || true
done

start winch-storm
first_screen="$(screen)"
for size in 40x10 120x40 1x1 200x60 80x24 2x2 160x50 80x24; do
  tmux resize-window -t "$session" -x "${size%x*}" -y "${size#*x}"
done
pid="$(cat "$work/winch-storm.pid")"
for _ in $(seq 500); do kill -s WINCH "$pid"; done
for _ in $(seq 20); do
  tmux resize-window -t "$session" -x $((20 + RANDOM % 180)) -y $((5 + RANDOM % 50))
done
tmux resize-window -t "$session" -x 80 -y 24
sleep 0.5
tmux send-keys -t "$session" p
wait_for "pings 1" 50 && answered=yes || answered=no
check "winch-storm: the app still answers after 500 SIGWINCH and 28 resizes" "$answered"
check "winch-storm: the app draws its whole screen again at the first size" \
  "$(yes_if [ "$(screen)" = "${first_screen/pings 0/pings 1}" ])"
tmux send-keys -t "$session" C-c
finish winch-storm 0

echo "restoration-in-tmux: $passed passed, $failed failed"
[[ $failed -eq 0 ]]
