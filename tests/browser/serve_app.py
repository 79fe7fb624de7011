"""Run the app for the browser tests: ``python tests/browser/serve_app.py PORT [first-legal]``.

With ``first-legal`` every bot seat (and the hint/review adviser) is the tests'
``FirstLegalBot``; otherwise the real bots play. With ``EUCHRE_TEST_TABLE_FILE`` set,
the table session is written there as JSON after every change (through the table's
save hook), so the tests can compare the page with the engine's state.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


class TableFile:
    """A save hook that keeps the latest table session in a JSON file."""

    def __init__(self, path: Path) -> None:
        self.path = path

    def save(self, table: object) -> None:
        text = "null" if table is None else table.to_json()
        partial = self.path.with_suffix(".partial")
        partial.write_text(text)
        partial.replace(self.path)

    def load(self) -> None:
        return None


def main() -> None:
    port = sys.argv[1]
    if sys.argv[2:] == ["first-legal"]:
        import conftest

        import ui.players

        ui.players.make_bot = conftest.first_legal_make_bot
    table_file = os.environ.get("EUCHRE_TEST_TABLE_FILE")
    if table_file:
        import ui.table_state

        ui.table_state.use_store(TableFile(Path(table_file)))
    from streamlit.web import cli

    sys.argv = ["streamlit", "run", str(ROOT / "app.py"), "--server.port", port,
                "--server.address", "127.0.0.1", "--server.headless", "true",
                "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"]
    cli.main()


if __name__ == "__main__":
    main()
