#!/usr/bin/env bash
# `npm start` as the README gives it, on its own port and database: waits for the app to answer
# health, the web app and a search, then stops it. Fails with the server's output when it does not.
set -euo pipefail
port=3290
if curl -s -o /dev/null "http://127.0.0.1:$port/"; then
  echo "port $port is already answering: stop what listens there first" >&2
  exit 1
fi
dir=$(mktemp -d)
log="$dir/start.log"
# npm start runs the server as a grandchild (npm → sh → node): it gets a process group of its own,
# and the whole group is stopped, so no server outlives the check.
PORT=$port DATABASE_URL="sqlite:$dir/app.db" IMAGES_DIR="$dir/images" setsid npm start >"$log" 2>&1 &
pid=$!
stop() {
  kill -- "-$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  rm -rf "$dir"
}
trap stop EXIT
for _ in $(seq 1 300); do
  if ! kill -0 "$pid" 2>/dev/null; then
    echo "npm start exited before answering:" >&2
    cat "$log" >&2
    exit 1
  fi
  curl -fsS "http://127.0.0.1:$port/api/health" >/dev/null 2>&1 && break
  sleep 1
done
check() {
  if ! curl -fsS "$@" >"$dir/answer" 2>"$dir/error"; then
    echo "npm start did not answer $*:" >&2
    cat "$dir/error" "$log" >&2
    exit 1
  fi
}
check "http://127.0.0.1:$port/api/health"
check "http://127.0.0.1:$port/"
grep -q '<div id="root">' "$dir/answer" || { echo "/ is not the web app" >&2; exit 1; }
check "http://127.0.0.1:$port/api/search/general" -H 'content-type: application/json' -d '{"searchInput":"curry"}'
grep -q '"totalResults":[1-9]' "$dir/answer" || { echo "a search for curry found nothing" >&2; exit 1; }
echo "npm start answered health, the web app and a search on port $port"
