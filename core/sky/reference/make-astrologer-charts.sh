#!/bin/sh
# Rebuilds astrologer-charts.json from Swiss Ephemeris 2.10.03 with its ephemeris files.
#
# The Swiss Ephemeris source (github.com/aloistr/swisseph, commit 3fd0f956d7) and the three
# files sepl_18.se1, semo_18.se1 and seas_18.se1 from its ephe/ folder go in a scratch
# directory outside the repo; nothing of it is committed or shipped (it is AGPL, and the app
# computes everything itself). Only make-astrologer-charts.c, our own caller, lives here.
#
#   ./make-astrologer-charts.sh /tmp/swisseph        # the unpacked source, with ephe/*.se1
#
# The charts are pseudo-random from a fixed seed, so a rebuild gives the same file.
set -eu
SOURCE=${1:?give the Swiss Ephemeris source directory}
HERE=$(cd "$(dirname "$0")" && pwd)
for file in sepl_18.se1 semo_18.se1 seas_18.se1; do
  test -s "$SOURCE/ephe/$file" || { echo "missing $SOURCE/ephe/$file" >&2; exit 1; }
done
BUILD=$(mktemp -d)
cd "$BUILD"
for unit in swecl swedate swehel swehouse swejpl swemmoon swemplan sweph swephlib; do
  gcc -O2 -c -I"$SOURCE" "$SOURCE/$unit.c" -o "$unit.o"
done
gcc -O2 -Wall -I"$SOURCE" -o make-astrologer-charts "$HERE/make-astrologer-charts.c" ./sw*.o -lm
./make-astrologer-charts "$SOURCE/ephe" >"$HERE/astrologer-charts.json"
rm -rf "$BUILD"
echo "wrote $HERE/astrologer-charts.json"
