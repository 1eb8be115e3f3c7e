"""Put on a bench server's ``PYTHONPATH`` (bench/club.py does): with ``KIBITZER_BENCH_WATCH``
set to a file, the server notes there, with the time, each full garbage collection that took
over 5 ms and each moment its loop was held over 20 ms (a greenlet that sleeps 5 ms and
measures how late it wakes). The server's own view of its pauses, whatever the clients'
processes were doing meanwhile. Any checkout's server can be watched so: nothing of the app is
imported here."""

import os
import sys

if os.environ.get("KIBITZER_BENCH_WATCH") and sys.argv and sys.argv[0].endswith("app.py"):
    import gc
    import time

    _out = open(os.environ["KIBITZER_BENCH_WATCH"], "a", buffering=1)  # noqa: SIM115
    _started = [0.0]

    def _collected(phase: str, info: dict) -> None:
        if info["generation"] != 2:
            return
        if phase == "start":
            _started[0] = time.perf_counter()
            return
        took = (time.perf_counter() - _started[0]) * 1000
        if took > 5:
            _out.write(f"{time.monotonic():.4f} gc {took:.1f}\n")

    gc.callbacks.append(_collected)

    import gevent  # the server's loop (app.py patches the rest when it starts)

    def _late() -> None:
        while True:
            asked = time.perf_counter()
            gevent.sleep(0.005)
            late = (time.perf_counter() - asked - 0.005) * 1000
            if late > 20:
                _out.write(f"{time.monotonic():.4f} held {late:.1f}\n")

    gevent.spawn(_late)
