#!/usr/bin/env bash
# Set up (first time) and serve Kibitzer on the LAN: http://<this machine>:8000
# KIBITZER_DATABASE, KIBITZER_PORT and KIBITZER_BASE_URL override the defaults.
# ./run.sh --https serves https://<this machine>:8000 instead, with a certificate made on the
# first run (or the host's own: KIBITZER_CERT and KIBITZER_KEY); README: Serving over HTTPS.
set -euo pipefail
cd "$(dirname "$0")"
if [ "${1:-}" = "--https" ]; then export KIBITZER_HTTPS=1; fi
if [ ! -x .venv/bin/python ]; then python3 -m venv .venv; fi
.venv/bin/python -m pip install --quiet --disable-pip-version-check -r requirements.txt
.venv/bin/pybabel -q compile -d translations  # the catalogs, from translations/*/LC_MESSAGES/*.po
exec .venv/bin/python app.py
