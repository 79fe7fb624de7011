"""Finding the processes a test run started, by a mark in their environment (a process's
children inherit it, and keep it after their parent is gone)."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["marked_processes"]


def marked_processes(name: str, value: str) -> list[int]:
    """The ids of this user's running processes whose environment has ``name=value``
    (this process excluded)."""
    wanted = f"{name}={value}".encode()
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit() or int(entry.name) == os.getpid():
            continue
        try:
            environment = (entry / "environ").read_bytes().split(b"\0")
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if wanted in environment and state != "Z":
            found.append(int(entry.name))
    return sorted(found)
