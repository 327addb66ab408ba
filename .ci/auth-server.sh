# Sourced by .ci/schemathesis and .ci/auth-probes: builds `demo` with the flags of CI's test
# run (.ci/run), so that this build is that one (after a coverage build a plain one recompiles
# the demo and its dependencies), starts `demo auth-server` on a free loopback port with the
# given flags, sets `url` once it listens, and stops it when the script exits. The server is
# instrumented: its profile goes nowhere rather than into default.profraw in the clone.
start_auth_server() {
  swift build --enable-code-coverage --product demo
  auth_server_log=$(mktemp)
  LLVM_PROFILE_FILE=/dev/null .build/debug/demo auth-server --port 0 "$@" 2>"$auth_server_log" &
  auth_server=$!
  trap 'kill "$auth_server" 2>/dev/null || true; wait "$auth_server" 2>/dev/null || true; rm -f "$auth_server_log"' EXIT
  url=""
  for _ in $(seq 1 300); do
    url=$(grep -o 'listening on http://[0-9.:]*' "$auth_server_log" | head -n 1 | sed 's/listening on //' || true)
    [ -n "$url" ] && return 0
    if ! kill -0 "$auth_server" 2>/dev/null; then
      cat "$auth_server_log"
      echo "the server ended before it listened"
      exit 1
    fi
    sleep 0.1
  done
  cat "$auth_server_log"
  echo "the server did not listen within 30 s"
  exit 1
}
