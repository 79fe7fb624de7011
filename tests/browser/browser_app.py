"""What the browser tests share: where outputs go, how to tell the app is ready, the server."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
OUTPUT = ROOT / "test-output"
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run",
]
APP_READY = "[data-testid='stApp'][data-test-script-state='notRunning']"


@dataclass
class AppServer:
    url: str
    table_file: Path

    def table_record(self) -> dict:
        return json.loads(self.table_file.read_text())
