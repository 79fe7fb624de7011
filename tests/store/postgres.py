"""A throwaway PostgreSQL cluster for tests, built with Debian's server binaries.

``initdb`` refuses to run as root, so when the tests run as root the server commands run
as the ``postgres`` user (``runuser``). The data directory and the unix socket live in a
temporary directory; the server listens on no TCP address (the free port
only names the socket).
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from sqlalchemy import URL, create_engine, make_url, text
from sqlalchemy.pool import NullPool

__all__ = ["PostgresCluster", "find_postgres_bin"]


def find_postgres_bin() -> Path | None:
    candidates = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"),
                        key=lambda path: int(Path(path).parts[-3]))
    return Path(candidates[-1]).parent if candidates else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@dataclass
class PostgresCluster:
    """A running cluster; ``url(database)`` names a database in it."""

    bin_dir: Path
    base_dir: Path
    port: int

    @classmethod
    def start(cls) -> PostgresCluster:
        bin_dir = find_postgres_bin()
        if bin_dir is None:
            raise RuntimeError(
                "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin: "
                "install the Debian 'postgresql' package (make test does)."
            )
        base_dir = Path(tempfile.mkdtemp(prefix="euchre-pg-"))
        cluster = cls(bin_dir, base_dir, _free_port())
        if os.geteuid() == 0:
            account = pwd.getpwnam("postgres")
            os.chown(base_dir, account.pw_uid, account.pw_gid)
        try:
            cluster._run("initdb", "-D", str(cluster.data_dir), "-U", "postgres",
                         "--auth=trust", "--encoding=UTF8", "--no-sync", "--no-instructions")
            options = (f"-k {base_dir} -p {cluster.port} -c listen_addresses='' "
                       "-c fsync=off -c full_page_writes=off -c synchronous_commit=off "
                       "-c max_connections=60")
            cluster._run("pg_ctl", "-D", str(cluster.data_dir), "-o", options,
                         "-l", str(base_dir / "server.log"), "-w", "-t", "60", "start")
        except BaseException:
            cluster.remove()
            raise
        return cluster

    @property
    def data_dir(self) -> Path:
        return self.base_dir / "data"

    def url(self, database: str = "postgres") -> URL:
        return make_url(
            f"postgresql+psycopg://postgres@/{database}?host={self.base_dir}&port={self.port}"
        )

    def _run(self, program: str, *args: str) -> None:
        command = [str(self.bin_dir / program), *args]
        if os.geteuid() == 0:
            command = ["runuser", "-u", "postgres", "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if done.returncode != 0:
            raise RuntimeError(f"{program} failed ({done.returncode}):\n{done.stdout}\n"
                               f"{done.stderr}")

    def execute(self, statement: str) -> None:
        """Run one statement outside a transaction (CREATE/DROP DATABASE)."""
        engine = create_engine(self.url(), poolclass=NullPool,
                               isolation_level="AUTOCOMMIT")
        try:
            with engine.connect() as connection:
                connection.execute(text(statement))
        finally:
            engine.dispose()

    def stop(self) -> None:
        if self.data_dir.exists():
            with contextlib.suppress(RuntimeError):
                self._run("pg_ctl", "-D", str(self.data_dir), "-m", "immediate", "-w", "stop")
        self.remove()

    def remove(self) -> None:
        shutil.rmtree(self.base_dir, ignore_errors=True)
