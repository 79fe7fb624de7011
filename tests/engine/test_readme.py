"""The README's Python-shell walkthrough must run exactly as written."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_readme_python_shell_walkthrough_runs_as_written():
    blocks = re.findall(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.DOTALL)
    assert len(blocks) >= 2, "the README lost its Python-shell walkthrough"
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=0)
    shared: dict[str, object] = {}  # later blocks use names from earlier ones, as in a shell
    report: list[str] = []
    for number, block in enumerate(blocks, start=1):
        test = parser.get_doctest(block, shared, f"README block {number}", str(README), 0)
        assert test.examples, f"README block {number} has no shell examples"
        runner.run(test, out=report.append, clear_globs=False)
        shared.update(test.globs)
    assert runner.failures == 0, "".join(report)
