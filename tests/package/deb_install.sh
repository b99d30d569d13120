#!/usr/bin/env bash
# Builds the Debian package of a build tree with cpack and installs it into a temporary root
# (dpkg-deb -x): the installed binary runs and reports the version, the man page and the docs
# are in place, the package names its dependencies, and it holds no developer executable
# (schnapsen-lab) and no training command. Exit 77 (skipped) without cpack or
# dpkg-deb.
# Usage: deb_install.sh BUILD_DIR VERSION
set -euo pipefail
build=$1
version=$2
for tool in cpack dpkg-deb; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "skipped: $tool not found"
    exit 77
  fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "deb_install: $*" >&2; exit 1; }

if ! (cd "$tmp" && cpack -G DEB --config "$build/CPackConfig.cmake" -B "$tmp/out") >"$tmp/cpack.log" 2>&1; then
  cat "$tmp/cpack.log" >&2
  fail "cpack -G DEB failed"
fi
debs=("$tmp"/out/*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || fail "expected one .deb in $tmp/out"
deb=${debs[0]}
info=$(dpkg-deb --info "$deb")
grep -q '^ Package: schnapsen$' <<<"$info" || fail "package name: $info"
grep -q "^ Version: $version\$" <<<"$info" || fail "package version: $info"
grep -q '^ Depends: .*libncursesw' <<<"$info" || fail "Depends lacks ncursesw: $info"

root=$tmp/root
dpkg-deb -x "$deb" "$root"
bin=$root/usr/bin/schnapsen
[ -x "$bin" ] || fail "no executable usr/bin/schnapsen in the package"
got=$("$bin" --version)
[ "$got" = "schnapsen $version" ] || fail "installed binary says '$got', expected 'schnapsen $version'"
# The lab's developer executable and the training commands stay out of the package.
[ -z "$(find "$root" -name 'schnapsen-lab*')" ] || fail "the package holds schnapsen-lab"
[ "$(find "$root/usr/bin" -type f | wc -l)" -eq 1 ] || fail "usr/bin holds more than schnapsen"
for command in features reading signature; do
  got=$("$bin" "$command" 2>&1 || true)
  grep -q "not expected: $command" <<<"$got" || fail "the installed binary has '$command': $got"
done
man=$root/usr/share/man/man6/schnapsen.6.gz
[ -s "$man" ] || fail "no man page usr/share/man/man6/schnapsen.6.gz"
# grep reads all of it (no -q): an early exit would end gzip by SIGPIPE, which pipefail reports.
gzip -dc "$man" | grep '^\.TH SCHNAPSEN 6' >/dev/null || fail "the man page has no .TH SCHNAPSEN 6 header"
doc=$root/usr/share/doc/schnapsen
for f in README.md LICENSE bots.md rules.md ui.md examples/simple_bot.py; do
  [ -s "$doc/$f" ] || fail "no $f in usr/share/doc/schnapsen"
done
mo=$root/usr/share/locale/de/LC_MESSAGES/schnapsen.mo
[ -s "$mo" ] || fail "no German catalogue usr/share/locale/de/LC_MESSAGES/schnapsen.mo"
# The installed binary finds the catalogue beside itself (../share/locale), wherever the root is.
got=$("$bin" --lang de --resume --new 2>&1 || true)
grep -q 'entweder --resume oder --new' <<<"$got" || fail "--lang de is not German when installed: $got"
echo "deb_install: $(basename "$deb") installs: binary, man page, German catalogue and docs in place"
