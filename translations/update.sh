#!/usr/bin/env bash
# Extract every message (pages, views, scorebook, the referee's templates) into messages.pot and
# merge it into each language's catalog; translate the new entries, then compile (run.sh and
# test.sh compile on every start). tests/test_catalogs.py fails while a catalog lags the code.
set -euo pipefail
cd "$(dirname "$0")/.."
PYBABEL=".venv/bin/pybabel -q"
$PYBABEL extract -F babel.cfg -k say -k say_n:1,2 -k say_in:1c,2 -k _n:1,2 -k N_ -k plural_forms:1,2 --no-location --sort-output \
  --project Kibitzer --copyright-holder "Kibitzer" -o translations/messages.pot .
for lang in es ca it fr nl ru sv; do
  if [ -f "translations/$lang/LC_MESSAGES/messages.po" ]; then
    $PYBABEL update --no-fuzzy-matching --ignore-obsolete -i translations/messages.pot \
      -d translations -l "$lang"
  else
    $PYBABEL init -i translations/messages.pot -d translations -l "$lang"
  fi
done
# A fixed creation date in every header: the catalogs then change only where a message changed,
# so branches that touch different words merge without conflicts.
sed -i 's/^"POT-Creation-Date: .*\\n"$/"POT-Creation-Date: 2026-01-01 00:00+0000\\n"/' \
  translations/messages.pot translations/*/LC_MESSAGES/messages.po
