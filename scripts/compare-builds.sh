#!/bin/bash
# scripts/compare-builds.sh [REF]: builds REF (default HEAD) and the working tree at the same
# path, so that only the sources differ (an island's uid hashes its file's absolute path), then
# diffs every page with one tag a line and asset hashes masked, and the report PDF byte for byte.
# Prints nothing for pages that are the same; exits 1 if any differs.
set -euo pipefail
ref=${1:-HEAD}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

build() { # build SOURCE_TAR_COMMAND OUT
  rm -rf "$work/site" && mkdir -p "$work/site"
  eval "$1" | tar -x -C "$work/site"
  ln -s "$root/node_modules" "$work/site/node_modules"
  (cd "$work/site" && npx astro build > "$work/$2.log" 2>&1) || { cat "$work/$2.log"; exit 1; }
  mv "$work/site/build/client" "$work/$2"
}
build "git -C '$root' archive '$ref'" before
build "git -C '$root' ls-files -z --cached --others --exclude-standard | (cd '$root' && tar --null --ignore-failed-read -T - -cf - 2>/dev/null)" after

norm() { sed -E -e 's/></>\n</g' -e 's/\.[A-Za-z0-9_-]{8}\.(js|css)/.HASH.\1/g' "$1"; }
status=0
diff <(cd "$work/before" && find . -name '*.html' | sort) <(cd "$work/after" && find . -name '*.html' | sort) || status=1
for page in $(cd "$work/before" && find . -name '*.html' | sort); do
  [ -f "$work/after/$page" ] || continue
  if ! out=$(diff <(norm "$work/before/$page") <(norm "$work/after/$page")); then
    echo "== $page"; echo "$out" | cut -c1-300 | head -20; status=1
  fi
done
for pdf in $(cd "$work/before" && find . -name '*.pdf'); do cmp "$work/before/$pdf" "$work/after/$pdf" || status=1; done
[ $status -eq 0 ] && echo "Every page and report of $ref and the working tree is the same, apart from asset hashes."
exit $status
