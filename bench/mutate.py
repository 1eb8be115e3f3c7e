"""Mutation testing of one referee module against its focused tests (mutmut 3).

    .venv/bin/python bench/mutate.py referee/bura.py            # the tests FOCUSED names
    .venv/bin/python bench/mutate.py referee/bura.py tests/referee/test_bura.py -j 1
    .venv/bin/python bench/mutate.py referee/bura.py --show     # each survivor's diff too

mutmut changes the module one small step at a time (a `<` for a `<=`, a number plus one, a
string for another, a call's argument dropped) and runs the tests that reach the changed
function; a mutant no test fails on "survived": a rule the tests do not pin. The working tree is
copied to a scratch folder (KIBITZER_MUTATE_DIR, default /tmp/kibitzer-mutate/<module>) so the
run neither writes into the repository nor sees another run's files; the score is printed as
killed / mutants, and every survivor by name (`--show` adds its diff). docs/mutation.md keeps
the scores and the survivors judged equivalent.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import json
import os
import shutil
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

CLUB_NIGHT = ["tests/tournaments/test_burraco_pairs.py",
              "tests/tournaments/test_concours_belote.py",
              "tests/tournaments/test_event_draws.py",
              "tests/tournaments/test_individual_belote.py",
              "tests/tournaments/test_mus_knockout.py",
              "tests/tournaments/test_event_rules.py", "tests/tournaments/test_field_rules.py",
              "tests/tournaments/test_knockout_rules.py",
              "tests/tournaments/test_pairing_rules.py",
              "tests/tournaments/test_rounds_rules.py",
              "tests/tournaments/test_scales_rules.py",
              "tests/tournaments/test_standings_rules.py"]
"""Club night's pure tests (tests/tournaments: they call referee.tournaments directly, through
tests/club_events.py or by hand; none goes through the app), for each of its modules."""

# Each module's focused tests: the pure referee tests that exercise it, fast enough that a module
# runs in minutes. A module not listed here needs its tests named on the command line.
FOCUSED = {
    "referee/bura.py": ["tests/referee/test_bura.py", "tests/referee/test_bura_rulings.py"],
    "referee/tricks.py": ["tests/referee/test_tricks.py", "tests/referee/test_trick_rulings.py"],
    "referee/belote.py": ["tests/referee/test_belote_trick.py",
                          "tests/referee/test_belote_score.py",
                          "tests/referee/test_belote_options.py",
                          "tests/referee/test_belote_rulings.py"],
    "referee/mus.py": ["tests/referee/test_mus.py", "tests/referee/test_mus_options.py",
                       "tests/referee/test_mus_rulings.py"],
    "referee/game.py": ["tests/referee/test_game_end.py"],
    "referee/sides.py": ["tests/referee/test_helpers_words.py"],
    "referee/moves.py": ["tests/referee/test_helpers_words.py"],
    "referee/numbers.py": ["tests/referee/test_helpers_words.py"],
    "referee/elision.py": ["tests/referee/test_helpers_words.py"],
    "referee/errors.py": ["tests/referee/test_helpers_words.py"],
    "referee/games.py": ["tests/referee/test_helpers_words.py"],
    "referee/rulings.py": ["tests/referee/test_rulings_values.py"],
    "referee/catalog.py": ["tests/referee/test_catalog_options.py"],
    "referee/cards.py": ["tests/referee/test_cards.py", "tests/referee/test_cards_words.py",
                         "tests/referee/test_cards_on_a_page.py", "tests/referee/test_faces.py"],
    "referee/multicard.py": ["tests/referee/test_multicard_rulings.py",
                             "tests/referee/test_bura.py", "tests/referee/test_kozel.py"],
    "referee/nuts.py": ["tests/referee/test_nuts.py", "tests/referee/test_nuts_rulings.py"],
    "referee/back_alley.py": ["tests/referee/test_back_alley_trick.py",
                              "tests/referee/test_back_alley_score.py",
                              "tests/referee/test_back_alley_rulings.py"],
    "referee/frozen.py": ["tests/referee/test_frozen.py"],
    "referee/aggravation.py": ["tests/referee/test_game_end.py"],
    "referee/nine_card_don.py": ["tests/referee/test_nine_card_don_trick.py",
                                 "tests/referee/test_nine_card_don_score.py",
                                 "tests/referee/test_nine_card_don_rulings.py"],
    "referee/chicago.py": ["tests/referee/test_chicago_trick.py",
                           "tests/referee/test_chicago_score.py",
                           "tests/referee/test_chicago_rulings.py"],
    "referee/twenty_five.py": ["tests/referee/test_twenty_five_trick.py",
                               "tests/referee/test_twenty_five_score.py",
                               "tests/referee/test_twenty_five_rulings.py"],
    "referee/kozel.py": ["tests/referee/test_kozel.py", "tests/referee/test_kozel_rulings.py",
                         "tests/referee/test_multicard_rulings.py"],
    "referee/toepen.py": ["tests/referee/test_toepen_stakes.py",
                          "tests/referee/test_toepen_trick.py",
                          "tests/referee/test_toepen_rulings.py"],
    "referee/truc.py": ["tests/referee/test_truc_hand.py", "tests/referee/test_truc_parda.py",
                        "tests/referee/test_truc_trick.py", "tests/referee/test_truc_rulings.py"],
    "referee/poker.py": ["tests/referee/test_poker.py", "tests/referee/test_poker_rulings.py",
                         "tests/referee/test_chicago_score.py"],
    "referee/draws.py": ["tests/referee/test_draws.py", "tests/referee/test_draws_words.py"],
    "referee/faces.py": ["tests/referee/test_faces.py", "tests/referee/test_cards_on_a_page.py",
                         "tests/referee/test_faces_values.py"],
    "referee/requests.py": ["tests/referee/test_score_contract.py",
                            "tests/referee/test_trick_rulings.py",
                            "tests/referee/test_requests_values.py"],
    "referee/bodies.py": ["tests/referee/test_score_contract.py",
                          "tests/referee/test_nuts_rulings.py",
                          "tests/referee/test_bodies_values.py"],
    "referee/words.py": ["tests/referee/test_helpers_words.py",
                         "tests/referee/test_english_rendering.py",
                         "tests/referee/test_words_values.py"],
    "referee/one_eyed_jack.py": ["tests/referee/test_one_eyed_jack.py",
                                 "tests/referee/test_one_eyed_jack_play.py",
                                 "tests/referee/test_one_eyed_jack_rulings.py"],
    "referee/burraco.py": ["tests/referee/test_burraco.py",
                           "tests/referee/test_burraco_rulings.py"],
    "referee/tute.py": ["tests/referee/test_tute_score.py", "tests/referee/test_tute_trick.py",
                        "tests/referee/test_tute_rulings.py"],
    # club night: the pure event tests (they drive referee.tournaments through tests/club_events)
    **{f"referee/tournaments/{m}.py": CLUB_NIGHT for m in ("event", "field", "knockout",
                                                          "pairing", "rounds", "scales",
                                                          "standings")},
}

# What the tests import besides the referee (tests/conftest.py builds the Flask app).
ALSO_COPY = ["app.py", "server.py", "babel.cfg", "scorebook", "views", "templates", "static",
             "translations"]
SKIP = shutil.ignore_patterns(".venv", ".git", "mutants", "instance", "__pycache__",
                              ".hypothesis", ".pytest_cache", ".ruff_cache", "node_modules")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("module", help="the module to mutate, e.g. referee/bura.py")
    parser.add_argument("tests", nargs="*", help="test files (default: the module's focused tests)")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="mutants tested at once (2)")
    parser.add_argument("--show", action="store_true", help="print each survivor's diff")
    parser.add_argument("--again", action="store_true",
                        help="report the last run of this module again, without running it")
    args = parser.parse_args()

    module = Path(args.module).as_posix()
    tests = args.tests or FOCUSED.get(module)
    if not tests:
        parser.error(f"no focused tests known for {module}: name them after the module")
    name = Path(module).with_suffix("").as_posix().replace("/", ".")
    work = Path(os.environ.get("KIBITZER_MUTATE_DIR", f"/tmp/kibitzer-mutate/{name}"))
    mutmut = Path(sys.executable).with_name("mutmut")
    seconds = 0.0
    if not args.again:
        seconds = _run(work, module, tests, mutmut, args.jobs)
        if seconds < 0:
            return 1
    return _report(work, module, tests, mutmut, seconds, args)


def _run(work: Path, module: str, tests: list[str], mutmut: Path, jobs: int) -> float:
    """Copy the working tree to ``work`` and run mutmut there; the seconds it took (or -1)."""
    if work.exists():
        shutil.rmtree(work)
    shutil.copytree(ROOT, work, ignore=SKIP, symlinks=False)
    with open(work / "pyproject.toml", "a", encoding="utf-8") as toml:
        toml.write("\n[tool.mutmut]\n"
                   f'source_paths = ["referee"]\n'
                   f"only_mutate = {json.dumps([module])}\n"
                   f"also_copy = {json.dumps(ALSO_COPY)}\n"
                   f"pytest_add_cli_args = {json.dumps(['-q', '-p', 'no:cacheprovider'])}\n"
                   f"pytest_add_cli_args_test_selection = {json.dumps(tests)}\n"
                   "use_git_change_detection = false\n")
    # the catalogs, compiled as ./test.sh does (tests read rulings in other languages too)
    subprocess.run([str(Path(sys.executable).with_name("pybabel")), "-q", "compile", "-d",
                    "translations"], cwd=work, check=True)
    started = time.monotonic()
    run = subprocess.run([str(mutmut), "run", "--max-children", str(jobs)], check=False, cwd=work,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if run.returncode != 0:
        print(run.stdout[-4000:])
        print(f"mutmut run failed ({run.returncode}) in {work}", file=sys.stderr)
        return -1
    return time.monotonic() - started


def _report(work: Path, module: str, tests: list[str], mutmut: Path, seconds: float,
            args: argparse.Namespace) -> int:
    meta = work / "mutants" / (module + ".meta")
    codes = json.loads(meta.read_text(encoding="utf-8"))["exit_code_by_key"]
    killed = sorted(k for k, c in codes.items() if c in (1, 3) or c in (36, 24, -24, 152, 255))
    untested = sorted(k for k, c in codes.items() if c in (5, 33))
    survived = sorted(k for k, c in codes.items() if k not in killed and k not in untested)
    total = len(codes)
    print(f"{date.today()}  {module}  against {' '.join(tests)}")
    print(f"  {len(killed)} of {total} mutants killed ({100 * len(killed) / max(total, 1):.1f}%), "
          f"{len(survived)} survived, {len(untested)} reached by no test; {seconds:.0f} s, "
          f"{args.jobs} at once")
    for key in untested:
        print(f"  no test   {key}")
    sources = _functions(work / "mutants" / module) if args.show else {}
    for key in survived:
        print(f"  survived  {key}")
        if args.show:
            print(_diff(sources, key.rsplit(".", 1)[-1]))
    return 0


def _functions(path: Path) -> dict[str, str]:
    """Every function of mutmut's mutated module by name: the original and each mutant."""
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    return {node.name: "\n".join(lines[node.lineno - 1:node.end_lineno])
            for node in ast.walk(ast.parse(text))
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))}


def _diff(sources: dict[str, str], mutant: str) -> str:
    """The lines a mutant changed, against the original function (faster than mutmut show)."""
    original = sources.get(mutant.rsplit("__mutmut_", 1)[0] + "__mutmut_orig", "")
    changed = sources.get(mutant, "").replace(mutant, mutant.rsplit("__mutmut_", 1)[0] +
                                              "__mutmut_orig", 1)
    lines = difflib.unified_diff(original.splitlines(), changed.splitlines(), lineterm="", n=0)
    return "\n".join("      " + line for line in lines
                     if line[:1] in "+-" and not line.startswith(("---", "+++")))


if __name__ == "__main__":
    sys.exit(main())
