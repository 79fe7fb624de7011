"""Run the app for the browser tests: ``python tests/browser/serve_app.py PORT [OPTIONS]``.

The real bots play unless ``--test-bots`` seats the tests' ``FirstLegalBot`` at every
bot seat; ``--test-adviser`` makes it the hint and review adviser instead of Expert.
With ``EUCHRE_TEST_TABLE_FILE`` set, the table session is also written there as JSON
after every change (by the app's table store), so the tests can compare the page with
the engine's state.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]


def mirror_table_to(path: Path) -> None:
    """Make the app's table store also write the table session to ``path`` as JSON."""
    import ui.table_store

    class MirroringTableStore(ui.table_store.AccountTableStore):
        def save(self, table: object) -> None:
            super().save(table)
            text = "null" if table is None else table.to_json()
            partial = path.with_suffix(".partial")
            partial.write_text(text)
            partial.replace(path)

    ui.table_store.AccountTableStore = MirroringTableStore


def main() -> None:
    port, options = sys.argv[1], set(sys.argv[2:])
    import conftest

    import ui.players

    if "--test-bots" in options:
        ui.players.table_bot = conftest.first_legal_make_bot
    if "--test-adviser" in options:
        ui.players.adviser = conftest.FirstLegalBot
    table_file = os.environ.get("EUCHRE_TEST_TABLE_FILE")
    if table_file:
        mirror_table_to(Path(table_file))
    from streamlit.web import cli

    sys.argv = ["streamlit", "run", str(ROOT / "app.py"), "--server.port", port,
                "--server.address", "127.0.0.1", "--server.headless", "true",
                "--browser.gatherUsageStats", "false", "--server.fileWatcherType", "none"]
    cli.main()


if __name__ == "__main__":
    main()
