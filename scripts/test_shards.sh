#!/usr/bin/env bash
# Runs the Swift test suite as two shards at once, one per core: the command-line tests
# (most of their time in spawned `inkstone` processes) with the syntax, project and text
# tests, and every other target: about half the suite's time each. Each shard keeps its own process, so what a suite caches (dictionaries, fixtures)
# is loaded once per shard, as before. Both shards' output is printed whole, one after the
# other, when both are done; the script fails if either shard failed.
#
# Usage: scripts/test_shards.sh [SWIFT]   (SWIFT defaults to `swift`)
set -uo pipefail
swift=${1:-swift}
cd "$(dirname "$0")/.."
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

"$swift" build --build-tests || exit $?

# The first shard: the command-line tests and the modules beside them that add up to about
# half the time (a clean clone, 2026-12-06: CLI 160 s, Syntax 23, Project 18, Text 10 against
# LSP 112, Sessions 67, Proofing 29, Serve 11).
cli='^(InkstoneCLITests|InkstoneSyntaxTests|InkstoneProjectTests|InkstoneTextTests)\.'
echo "test shards: the command-line tests and the rest, at once (output follows when both end)"
"$swift" test --skip-build --filter "$cli" >"$logs/cli.log" 2>&1 &
first=$!
"$swift" test --skip-build --skip "$cli" >"$logs/rest.log" 2>&1 &
second=$!

wait "$first"; cli_status=$?
echo "test shards: the command-line tests ended (exit $cli_status)"
wait "$second"; rest_status=$?
echo "test shards: the other tests ended (exit $rest_status)"

cat "$logs/cli.log" "$logs/rest.log"
for shard in cli rest; do
  grep -E "Executed [0-9]+ tests" "$logs/$shard.log" | tail -1 | sed "s/^/test shards: $shard: /"
done
if [ "$cli_status" -ne 0 ] || [ "$rest_status" -ne 0 ]; then
  echo "test shards: FAILED (command-line tests exit $cli_status, the others exit $rest_status)" >&2
  exit 1
fi
