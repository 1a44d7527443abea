#!/usr/bin/env bash
# Feeds `navrun --tap` to real TAP consumers: Perl's `prove` and Python's `tappy` (tap.py).
# A passing run must pass in both; a run with failures must parse in both, without parse
# errors, with exactly its failing files as failures.
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
navrun=(swift run --skip-build navrun)

"${navrun[@]}" Scenarios --record never --tap > "$work/pass.tap"
prove --exec cat "$work/pass.tap"
tappy "$work/pass.tap"

mkdir -p "$work/failing"
printf '{"start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}]}\n' > "$work/failing/a-pass.json"
printf '{"start": {"nav": ["Feed"]}, "steps": [{"push": "Post"}]}\n' > "$work/failing/b-mismatch.json"
printf 'window (regular)\n  nav\n    Feed  <- top\n' > "$work/failing/b-mismatch.golden"
printf '{"start": {"nva": []}}\n' > "$work/failing/c-invalid.json"
"${navrun[@]}" "$work/failing" --record missing > /dev/null 2>&1 || true
if "${navrun[@]}" "$work/failing" --record never --tap > "$work/fail.tap"; then
  echo "the failing folder passed"; exit 1
fi
if prove --exec cat "$work/fail.tap" > "$work/prove.out" 2>&1; then
  echo "prove passed a failing run"; exit 1
fi
if grep -q "Parse errors" "$work/prove.out"; then
  cat "$work/prove.out"; exit 1
fi
grep -q "Failed 2/3 subtests" "$work/prove.out" || { cat "$work/prove.out"; exit 1; }
if tappy "$work/fail.tap" > "$work/tappy.out" 2>&1; then
  echo "tappy passed a failing run"; exit 1
fi
grep -q "FAILED (failures=2)" "$work/tappy.out" || { cat "$work/tappy.out"; exit 1; }
echo "prove and tappy read navrun's TAP"
