"""The shape of the code: referee/ is pure standard library, every game module says which rules
it follows, every action kind and API operation is documented, and the code lints clean."""

from __future__ import annotations

import ast
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from referee.games import GAMES
from scorebook.kinds import KINDS

ROOT = Path(__file__).resolve().parent.parent


def imports_of(path: Path) -> set[str]:
    tree = ast.parse(path.read_text())
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module.split(".")[0])
    return found


@pytest.mark.parametrize("path", sorted((ROOT / "referee").rglob("*.py")),
                         ids=lambda p: str(p.relative_to(ROOT / "referee")))
def test_the_referee_imports_only_the_standard_library(path: Path) -> None:
    outside = {name for name in imports_of(path)
               if name not in sys.stdlib_module_names and name != "__future__"}
    assert not outside, f"{path.name} imports {outside}"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_game_module_names_the_rules_it_follows(key: str) -> None:
    doc = sys.modules[GAMES[key].module].__doc__ or ""
    assert "shared/rules/" in doc and "line" in doc, f"{key}: say which rules text and lines"


GAME_KEYS = "|".join(re.escape(k) for k in GAMES)
BRANCH = re.compile(rf"""(key|game)\s*(==|!=)\s*['"]({GAME_KEYS})['"]"""
                    rf"""|['"]({GAME_KEYS})['"]\s+(not\s+)?in\s+[\w.]*game"""
                    rf"""|GAMES\[['"]({GAME_KEYS})['"]\]""")


def test_nothing_outside_the_referee_branches_on_a_games_key() -> None:
    """One brain per game: views, the scorebook and templates ask the game's declaration."""
    found = []
    for folder in ("views", "scorebook", "templates"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in (".py", ".html"):
                for number, line in enumerate(path.read_text().splitlines(), 1):
                    if BRANCH.search(line):
                        found.append(f"{path.relative_to(ROOT)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("name", sorted(KINDS))
def test_every_action_kind_is_documented(name: str) -> None:
    kind = KINDS[name]
    assert kind.doc and kind.schema is not None and kind.label


def test_the_code_lints_clean() -> None:
    ruff = shutil.which("ruff") or str(Path(sys.executable).parent / "ruff")
    if not Path(ruff).exists():
        pytest.skip("ruff is not installed (pip install -r requirements-dev.txt)")
    result = subprocess.run([ruff, "check", "--select", "F,E9,E501,W", "--line-length", "100",
                             "--output-format", "concise", str(ROOT)], capture_output=True,
                            text=True, cwd=ROOT)
    assert result.returncode == 0, result.stdout + result.stderr


def test_what_the_server_keeps_between_requests_hangs_on_the_app(tmp_path: Path) -> None:
    """Caches and limits belong to an app (flaskr's shape), never to a module of views."""
    from app import create_app
    first = create_app({"TESTING": True, "DATABASE": str(tmp_path / "a.sqlite3")})
    second = create_app({"TESTING": True, "DATABASE": str(tmp_path / "b.sqlite3")})
    for name in ("kibitzer.tables", "kibitzer.regions", "kibitzer.limits", "kibitzer.hub",
                 "kibitzer.connections"):
        assert first.extensions[name] is not second.extensions[name]
    module_state = re.compile(
        r"^[A-Z_]+ = (StateCache|PartsCache|Hub|Connections|Limits|CreationLimit)\(\)", re.M)
    for path in sorted((ROOT / "views").glob("*.py")):
        assert not module_state.search(path.read_text()), path.name


def test_test_modules_have_unique_basenames():
    """pytest imports test modules by basename (the tests folders are not packages): two files
    with one name stop the whole collection on a clean clone."""
    seen: dict[str, Path] = {}
    for path in sorted((ROOT / "tests").rglob("test_*.py")):
        assert path.name not in seen, f"{path} and {seen[path.name]} share a name"
        seen[path.name] = path


def _module_of(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _imports(path: Path, modules: set[str]) -> set[str]:
    """The project's modules ``path`` imports, at its top or inside a function (a late import
    is a circle all the same, only hidden until the call)."""
    here = _module_of(path)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[:len(package.split(".")) - (node.level - 1)]
                base = ".".join(up + ([node.module] if node.module else []))
            names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base
                     for alias in node.names]
        for name in names:
            while name and name not in modules:
                name = name.rpartition(".")[0]
            if name and name != here:
                found.add(name)
    return found


def test_no_module_imports_itself_back_through_others() -> None:
    """No circle of imports in referee/, scorebook/ or views/ (issue 38): a package imports
    its modules, never they it; the trick resolver is handed its game, not the registry;
    cards are shown by the faces they are given."""
    paths = [p for layer in ("referee", "scorebook", "views") for p in (ROOT / layer).rglob(
        "*.py")]
    modules = {_module_of(p): p for p in paths}
    graph = {name: _imports(path, set(modules)) for name, path in modules.items()}
    circles = []
    for start in sorted(graph):
        seen, todo = set(), [(start, (start,))]
        while todo:
            name, way = todo.pop()
            for after in sorted(graph[name]):
                if after == start:
                    circles.append(" -> ".join(way + (start,)))
                elif after not in seen:
                    seen.add(after)
                    todo.append((after, way + (after,)))
        if circles:
            break
    assert not circles, circles[:3]


def test_the_htmx_headers_are_read_through_htmx_flask() -> None:
    """The brief's htmx-flask is installed (``Htmx(app)``) and every htmx request header is read
    through ``request.htmx`` (issue 38): none by hand."""
    from app import create_app

    app = create_app({"TESTING": True, "DATABASE": ":memory:"})
    assert "htmx" in app.extensions
    with app.test_request_context("/", headers={"HX-Request": "true", "HX-Boosted": "true"}):
        from flask import request
        assert request.htmx and request.htmx.boosted  # type: ignore[attr-defined]
    by_hand = re.compile(r"""(headers\.get\(|headers\[|in request\.headers)\s*["']HX-""")
    read = [f"{p.relative_to(ROOT)}:{n}" for p in (ROOT / "views").rglob("*.py")
            for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
            if by_hand.search(line) and "response.headers" not in line]
    assert not read, read


def test_no_module_is_longer_than_800_lines() -> None:
    """One job a module (issue 38): none in referee/, scorebook/ or views/ over 800 lines
    (Mus is a package by job: its hands, showdown, betting, scoring and types)."""
    long = {str(p.relative_to(ROOT)): n for layer in ("referee", "scorebook", "views")
            for p in (ROOT / layer).rglob("*.py")
            if (n := len(p.read_text(encoding="utf-8").splitlines())) > 800}
    assert not long, long
