#!/usr/bin/env bash
# Set up (first time) and serve Kibitzer on the LAN: http://<this machine>:8000
# KIBITZER_DATABASE, KIBITZER_PORT and KIBITZER_BASE_URL override the defaults.
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
.venv/bin/pybabel -q compile -d translations  # the catalogs, from translations/*/LC_MESSAGES/*.po
exec .venv/bin/python app.py
