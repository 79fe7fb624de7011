"""Every page opens inside the app shell, even as the first visit after a server start.

Streamlit runs a page file on its own (without ``app.py``'s navigation, page config and
sidebar) when the first visit to a fresh server is that page's address and the app has
a ``pages/`` folder; ``ui.shell.ensure_app_shell()`` as a page's first statement puts it
back inside the shell. The browser tests open ``/play`` first on a fresh server.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = sorted((ROOT / "pages").glob("*.py"))


def test_every_page_file_is_in_the_navigation() -> None:
    listed = set(re.findall(r'st\.Page\("(pages/[a-z_]+\.py)"', (ROOT / "app.py").read_text()))
    assert listed == {f"pages/{page.name}" for page in PAGES}


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_the_page_first_asks_for_the_app_shell(page: Path) -> None:
    """Imports, constants, definitions and the docstring may come first; nothing that draws."""
    inert = (ast.Import, ast.ImportFrom, ast.FunctionDef, ast.ClassDef)
    body = ast.parse(page.read_text()).body
    first = next(
        node for node in body
        if not isinstance(node, inert)
        and not (isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant))
        and not (isinstance(node, ast.Assign) and isinstance(node.value, ast.Constant))
    )
    assert ast.unparse(first) == "ensure_app_shell()", (
        f"{page.name} runs {ast.unparse(first)!r} before ensure_app_shell()"
    )
