"""A browser-free Streamlit client: speaks the app's websocket protocol (protobuf over
``/_stcore/stream``) the way the browser does, for load tests.

It asks for a page, keeps the page's elements as the server draws them (by delta path),
clicks buttons (a rerun request carrying the button's trigger), and ticks the page's
``run_every`` fragments as the browser would. Only what the Play page uses is modelled:
buttons, button groups, headings, markdown, HTML and progress bars.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

import websockets
from streamlit.proto.BackMsg_pb2 import BackMsg
from streamlit.proto.Element_pb2 import Element
from streamlit.proto.ForwardMsg_pb2 import ForwardMsg
from streamlit.proto.WidgetStates_pb2 import WidgetState

__all__ = ["Page", "RunTimeout", "StreamlitClient"]

FULL_RUN = ForwardMsg.FINISHED_SUCCESSFULLY
FRAGMENT_RUN = ForwardMsg.FINISHED_FRAGMENT_RUN_SUCCESSFULLY
EARLY = ForwardMsg.FINISHED_EARLY_FOR_RERUN


class RunTimeout(RuntimeError):
    """The server did not finish a run in time."""


@dataclass
class Page:
    """The elements the server has drawn, by delta path."""

    elements: dict[tuple[int, ...], Element] = field(default_factory=dict)

    def of_type(self, kind: str) -> list[Element]:
        return [e for _, e in sorted(self.elements.items()) if e.WhichOneof("type") == kind]

    def buttons(self) -> list[Element]:
        return self.of_type("button")

    def button(self, key: str) -> Element | None:
        """The button whose user key is ``key`` (widget ids end with ``-<key>``)."""
        return next((b for b in self.buttons() if b.button.id.endswith(f"-{key}")), None)

    def texts(self, kind: str) -> list[str]:
        texts = []
        for element in self.of_type(kind):
            inner = getattr(element, kind)
            texts.append(inner.text if kind == "progress" else inner.body)
        return texts


class StreamlitClient:
    """One browser session of a Streamlit app, without the browser."""

    def __init__(self, url: str, page_name: str,
                 cookies: dict[str, str] | None = None) -> None:
        self.url = url.replace("http://", "ws://").rstrip("/") + "/_stcore/stream"
        self.page_name = page_name
        self.cookies = dict(cookies or {})
        self.page = Page()
        self.page_script_hash = ""
        self.auto_reruns: dict[str, float] = {}  # fragment id -> interval in seconds
        self._stale: set[tuple[int, ...]] = set()
        self._run_reruns: dict[str, float] = {}
        self._ws: websockets.ClientConnection | None = None

    async def __aenter__(self) -> StreamlitClient:
        headers = ({"Cookie": "; ".join(f"{name}={value}" for name, value in
                                        self.cookies.items())} if self.cookies else None)
        self._ws = await websockets.connect(self.url, subprotocols=["streamlit"],
                                            max_size=None, open_timeout=30,
                                            additional_headers=headers)
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self._ws is not None:
            await self._ws.close()

    async def open(self, timeout: float) -> float:
        """Load the page; the seconds until its run finished."""
        return await self._request(BackMsg(), timeout)

    async def click(self, key: str, timeout: float,
                    extra: tuple[WidgetState, ...] = ()) -> float:
        """Click the button with user key ``key``; the seconds until the run it starts
        (its callback, then the page) finished."""
        element = self.page.button(key)
        if element is None:
            raise KeyError(f"no button {key!r} on the page")
        trigger = WidgetState(id=element.button.id, trigger_value=True)
        msg = BackMsg()
        msg.rerun_script.widget_states.widgets.extend([trigger, *extra])
        return await self._request(msg, timeout)

    async def tick(self, timeout: float) -> bool:
        """Run the page's ``run_every`` fragments once, as the browser's timer does; True
        when that led to a full run of the page (the fragment called ``st.rerun``)."""
        changed = False
        for fragment_id in list(self.auto_reruns):
            msg = BackMsg()
            msg.rerun_script.fragment_id = fragment_id
            msg.rerun_script.is_auto_rerun = True
            status = await self._send_and_wait(msg, timeout)
            changed = changed or status == FULL_RUN
        return changed

    async def _request(self, msg: BackMsg, timeout: float) -> float:
        started = time.perf_counter()
        await self._send_and_wait(msg, timeout)
        return time.perf_counter() - started

    async def _send_and_wait(self, msg: BackMsg, timeout: float) -> int:
        state = msg.rerun_script
        state.page_name = "" if self.page_script_hash else self.page_name
        state.page_script_hash = self.page_script_hash
        assert self._ws is not None
        await self._ws.send(msg.SerializeToString())
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise RunTimeout(f"no finished run within {timeout:.0f} s")
            try:
                data = await asyncio.wait_for(self._ws.recv(), left)
            except TimeoutError:
                raise RunTimeout(f"no finished run within {timeout:.0f} s") from None
            status = self._receive(data)
            if status in (FULL_RUN, FRAGMENT_RUN):
                return status

    def _receive(self, data: bytes | str) -> int | None:
        """Apply one ForwardMsg to the page; the run's status when it is a run's end."""
        msg = ForwardMsg()
        msg.ParseFromString(data if isinstance(data, bytes) else data.encode())
        kind = msg.WhichOneof("type")
        if kind == "new_session":  # a run starts (of the page, or of a fragment)
            self._stale = set(self.page.elements)
            self._run_reruns = {}
        elif kind == "navigation":  # the page this run shows (st.navigation's pages)
            self.page_script_hash = msg.navigation.page_script_hash
        elif kind == "auto_rerun":
            self._run_reruns[msg.auto_rerun.fragment_id] = msg.auto_rerun.interval
        elif kind == "delta":
            path = tuple(msg.metadata.delta_path)
            delta = msg.delta
            if delta.WhichOneof("type") == "new_element":
                self.page.elements[path] = delta.new_element
            else:
                self.page.elements.pop(path, None)
            self._stale.discard(path)
        elif kind == "script_finished":
            status = msg.script_finished
            if status == FULL_RUN:  # what the page did not draw again is gone
                for path in self._stale:
                    self.page.elements.pop(path, None)
                self.auto_reruns = self._run_reruns
            self._stale = set()
            return status
        return None
