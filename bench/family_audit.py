"""How much of the code outside the game packages still knows which game is played.

Prints, for the shared code (``ui/``, ``pages/``, ``store/``, ``table/``, ``lessons/``
outside ``lessons/<game>/``, ``euchre/`` outside ``euchre/games/<game>/``, ``app.py``,
``server.py``):

- game branches: comparisons with a game id (a registered id as text, ``LEGACY_GAME``,
  ``DEFAULT_GAME``) and ``isinstance`` checks against a game's own classes;
- phase arms: ``case`` patterns on a game's phases (``Phase.X``, ``CutthroatPhase.X`` …);
- probes: ``getattr``/``hasattr`` calls;
- four-handed defaults: parameters whose default is four-handed Euchre's seating, seat,
  rules or game id;
- arrows into a game: imports of a game's package from shared code;
- import circles: groups of the project's modules that import each other at run time
  (imports under ``if TYPE_CHECKING`` left out);
- the longest files.

``python bench/family_audit.py`` (``--verbose`` lists every place counted).
"""

from __future__ import annotations

import argparse
import ast
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("euchre", "lessons", "ui", "pages", "store", "table")
GAME_IDS = ("euchre", "cutthroat", "buck", "five_hundred")
GAME_ID_NAMES = {"LEGACY_GAME", "DEFAULT_GAME"}
FOUR_HANDED_DEFAULTS = {"PARTNERSHIPS", "USER", "LEGACY_GAME", "DEFAULT_GAME"}
GAME_PACKAGE_PREFIXES = tuple(f"euchre.games.{game}" for game in GAME_IDS)
FOUR_HANDED_REEXPORTS = {  # names ``euchre`` re-exports from four-handed Euchre's package
    "Deal", "HandResult", "HandState", "LoneDefenderScoring", "Match", "OpeningLead",
    "PartnerDealerPickup", "Phase", "Rules", "SeatView",
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_files() -> list[Path]:
    files = [ROOT / "app.py", ROOT / "server.py"]
    for package in PACKAGES:
        if (ROOT / package).is_dir():
            files.extend(sorted((ROOT / package).rglob("*.py")))
    return [path for path in files if path.exists() and "migrations" not in path.parts]


def is_game_module(name: str) -> bool:
    """A module that belongs to one game: its package or its lessons."""
    if name.startswith(GAME_PACKAGE_PREFIXES):
        return True
    return any(name == f"lessons.{game}" or name.startswith(f"lessons.{game}.")
               for game in GAME_IDS)


def is_shared(name: str) -> bool:
    return not is_game_module(name)


class _TypeCheckingImports(ast.NodeVisitor):
    """Collects the line numbers of imports under ``if TYPE_CHECKING``."""

    def __init__(self) -> None:
        self.lines: set[int] = set()

    def visit_If(self, node: ast.If) -> None:
        test = node.test
        name = test.id if isinstance(test, ast.Name) else getattr(test, "attr", "")
        if name == "TYPE_CHECKING":
            for child in node.body:
                for sub in ast.walk(child):
                    if isinstance(sub, ast.Import | ast.ImportFrom):
                        self.lines.add(sub.lineno)
        self.generic_visit(node)


def imports_of(tree: ast.AST, name: str, is_package: bool,
               modules: set[str]) -> list[tuple[str, int]]:
    """(imported module, line) for every run-time import of the module; ``from package
    import submodule`` imports the submodule, not the package's own code."""
    skipped = _TypeCheckingImports()
    skipped.visit(tree)
    found = []
    for node in ast.walk(tree):
        if node.lineno in skipped.lines if hasattr(node, "lineno") else False:
            continue
        if isinstance(node, ast.Import):
            found.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".")
                base = base if is_package else base[:-1]
                base = base[:len(base) - node.level + 1]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            submodules = [f"{module}.{alias.name}" for alias in node.names
                          if f"{module}.{alias.name}" in modules]
            found.extend((sub, node.lineno) for sub in submodules)
            if len(submodules) < len(node.names):
                found.append((module, node.lineno))
    return found


def reexports_used(tree: ast.AST) -> list[tuple[str, int]]:
    """Four-handed Euchre's names taken from the ``euchre`` package's re-exports, as
    imports of its package."""
    return [("euchre.games.euchre", node.lineno) for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module == "euchre"
            and any(alias.name in FOUR_HANDED_REEXPORTS for alias in node.names)]


def game_names(tree: ast.AST) -> set[str]:
    """Names the module imports from a game's package (its classes, phases, constants)."""
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(
                GAME_PACKAGE_PREFIXES):
            names.update(alias.asname or alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module == "euchre":
            names.update(alias.asname or alias.name for alias in node.names
                         if alias.name in FOUR_HANDED_REEXPORTS)
    return names


def _is_game_id(node: ast.AST) -> bool:
    if isinstance(node, ast.Constant) and node.value in GAME_IDS:
        return True
    name = node.id if isinstance(node, ast.Name) else getattr(node, "attr", None)
    return name in GAME_ID_NAMES


def _base_name(node: ast.AST) -> str | None:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def audit_file(path: Path, tree: ast.AST) -> dict[str, list[str]]:
    where = path.relative_to(ROOT)
    found: dict[str, list[str]] = defaultdict(list)
    imported = game_names(tree)
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare):
            operands = [node.left, *node.comparators]
            listed = [e for o in operands if isinstance(o, ast.Tuple | ast.List | ast.Set)
                      for e in o.elts]
            if any(_is_game_id(operand) for operand in [*operands, *listed]):
                found["game branches"].append(f"{where}:{node.lineno}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in ("getattr", "hasattr"):
                found["probes"].append(f"{where}:{node.lineno}")
            elif node.func.id == "isinstance" and len(node.args) == 2:
                classes = node.args[1]
                elts = classes.elts if isinstance(classes, ast.Tuple) else [classes]
                if any(_base_name(e) in imported for e in elts):
                    found["game branches"].append(f"{where}:{node.lineno}")
        elif isinstance(node, ast.match_case):
            for sub in ast.walk(node.pattern):
                if isinstance(sub, ast.MatchValue) and isinstance(sub.value, ast.Attribute):
                    base = _base_name(sub.value)
                    if base in imported or (base or "").endswith("Phase"):
                        found["phase arms"].append(f"{where}:{sub.lineno}")
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            args = node.args
            for default in [*args.defaults, *[d for d in args.kw_defaults if d is not None]]:
                name = default.id if isinstance(default, ast.Name) else getattr(
                    default, "attr", None)
                if name in FOUR_HANDED_DEFAULTS or _is_game_id(default) or (
                        isinstance(default, ast.Attribute) and _base_name(default) == "Seat"):
                    found["four-handed defaults"].append(f"{where}:{default.lineno}")
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    counter = [0]
    sys.setrecursionlimit(10000)

    def visit(node: str) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for nxt in graph.get(node, ()):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                group.append(member)
                if member == node:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return groups


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true", help="list every place counted")
    args = parser.parse_args()
    files = project_files()
    modules = {module_name(path): path for path in files}
    graph: dict[str, set[str]] = defaultdict(set)
    totals: dict[str, list[str]] = defaultdict(list)
    arrows: list[str] = []
    sizes = []
    for name, path in modules.items():
        text = path.read_text()
        sizes.append((len(text.splitlines()), str(path.relative_to(ROOT))))
        tree = ast.parse(text)
        for imported, line in [*imports_of(tree, name, path.name == "__init__.py",
                                            set(modules)), *reexports_used(tree)]:
            if imported in modules and imported != name:
                graph[name].add(imported)
                if is_shared(name) and is_game_module(imported) and not (
                        name == "euchre.games" or name == "euchre"):
                    arrows.append(f"{path.relative_to(ROOT)}:{line} -> {imported}")
        if is_shared(name):
            for kind, places in audit_file(path, tree).items():
                totals[kind].extend(places)
    arrows = sorted(set(arrows))
    found_circles = circles(graph)
    print("Shared code (outside the game packages):")
    for kind in ("game branches", "phase arms", "probes", "four-handed defaults"):
        places = totals.get(kind, [])
        files_with = len({place.rsplit(":", 1)[0] for place in places})
        print(f"  {kind:<22} {len(places):>4}  in {files_with} files")
        if args.verbose:
            for place in places:
                print(f"      {place}")
    print(f"  {'arrows into a game':<22} {len(arrows):>4}")
    if args.verbose:
        for arrow in arrows:
            print(f"      {arrow}")
    print(f"Import circles: {len(found_circles)}")
    for group in found_circles:
        print("  " + " <-> ".join(group))
    print("Longest files:")
    for lines, where in sorted(sizes, reverse=True)[:8]:
        print(f"  {lines:>5}  {where}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
