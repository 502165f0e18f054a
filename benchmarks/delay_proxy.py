"""A TCP proxy that delays every byte by half a round trip each way: a slow Wi-Fi between a station and
the night's server, on machines without netem.

Each chunk read from one side is written to the other `round_trip / 2` seconds after it arrived, in
order; nothing is dropped or reordered, so a statement and its answer take one whole round trip more
than on the loopback. Runs an asyncio loop on a thread of its own:

    with DelayProxy(("127.0.0.1", 5432), round_trip=0.05) as proxy:
        ...  # connect to 127.0.0.1:proxy.port
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time
from types import TracebackType

__all__ = ["DelayProxy"]

_CHUNK = 65536


class DelayProxy:
    """Listens on a free loopback port and forwards each connection to `target`, delayed."""

    def __init__(self, target: tuple[str, int], round_trip: float) -> None:
        self.target = target
        self.delay = round_trip / 2
        self.port = 0
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="delay proxy", daemon=True)
        self._server: asyncio.Server | None = None

    def __enter__(self) -> DelayProxy:
        self._thread.start()
        if not self._ready.wait(5):
            raise RuntimeError("the delaying proxy did not start")
        return self

    def __exit__(
        self, kind: type[BaseException] | None, error: BaseException | None, trace: TracebackType | None
    ) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(5)

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._server = self._loop.run_until_complete(asyncio.start_server(self._serve, "127.0.0.1", 0))
        self.port = self._server.sockets[0].getsockname()[1]
        self._ready.set()
        try:
            self._loop.run_forever()
        finally:
            self._server.close()
            for task in asyncio.all_tasks(self._loop):
                task.cancel()
            with contextlib.suppress(Exception):
                self._loop.run_until_complete(asyncio.sleep(0))
            self._loop.close()

    async def _serve(self, client_in: asyncio.StreamReader, client_out: asyncio.StreamWriter) -> None:
        try:
            server_in, server_out = await asyncio.open_connection(*self.target)
        except OSError:
            client_out.close()
            return
        await asyncio.gather(
            self._pipe(client_in, server_out), self._pipe(server_in, client_out), return_exceptions=True
        )

    async def _pipe(self, source: asyncio.StreamReader, sink: asyncio.StreamWriter) -> None:
        """Forward what `source` sends, each chunk `delay` seconds after it arrived, in order."""
        queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

        async def deliver() -> None:
            while True:
                due, chunk = await queue.get()
                if not chunk:
                    break
                wait = due - time.monotonic()
                if wait > 0:
                    await asyncio.sleep(wait)
                sink.write(chunk)
                await sink.drain()
            sink.close()

        delivering = asyncio.ensure_future(deliver())
        try:
            while True:
                chunk = await source.read(_CHUNK)
                queue.put_nowait((time.monotonic() + self.delay, chunk))
                if not chunk:
                    break
        finally:
            queue.put_nowait((0.0, b""))
            with contextlib.suppress(Exception):
                await delivering
