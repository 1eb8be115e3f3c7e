#!/usr/bin/env bash
# Set up (first time) and run the whole test suite. Browser tests need Debian's chromium
# (apt-get install -y chromium chromium-driver); they skip without it unless
# KIBITZER_REQUIRE_BROWSER=1, when they fail instead.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
.venv/bin/pybabel -q compile -d translations  # the catalogs, from translations/*/LC_MESSAGES/*.po
exec .venv/bin/python -m pytest "$@"
