"""The stalled-body probe of auth_probes.py (its 5th): clients that send sign-in heads and never
their bodies must not keep the owner out of a full server."""

import selectors
import socket
import threading
import time


def stalled_bodies(port, sign_in):
    """Probe 5 of auth_probes.py; `sign_in(port, source)` signs the owner in, giving the status."""
    head = (b"POST /v1/sessions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json"
            b"\r\nContent-Length: 100\r\n\r\n")
    sources = [f"127.0.10.{address}" for address in range(1, 71)]
    selector = selectors.DefaultSelector()
    closed = [0]

    def open_one(source):
        sock = socket.socket()
        sock.setblocking(False)
        sock.bind((source, 0))
        sock.connect_ex(("127.0.0.1", port))
        selector.register(sock, selectors.EVENT_WRITE, source)

    def flood(until):
        while time.monotonic() < until:
            for key, events in selector.select(timeout=0.05):
                sock = key.fileobj
                if events & selectors.EVENT_WRITE:
                    try:
                        sock.send(head)
                        selector.modify(sock, selectors.EVENT_READ, key.data)
                        continue
                    except OSError:
                        pass
                # An answer (408, 429) or the end: take the place again at once.
                selector.unregister(sock)
                sock.close()
                closed[0] += 1
                open_one(key.data)

    for source in sources * 15:
        open_one(source)
    statuses = []

    def owner():
        for _ in range(9):
            due = time.monotonic() + 1.0
            statuses.append(sign_in(port, "127.0.7.100"))
            time.sleep(max(0.0, due - time.monotonic()))

    flood(time.monotonic() + 1.0)
    thread = threading.Thread(target=owner)
    thread.start()
    while thread.is_alive():
        flood(time.monotonic() + 0.5)
    for key in list(selector.get_map().values()):
        key.fileobj.close()
    successes = statuses.count(201)
    print(f"stalled bodies: 70 addresses x 15 connections sending heads without bodies "
          f"({closed[0]} closed and reopened); the owner signed in {successes} times in "
          f"{len(statuses)}, answered {statuses}")
    assert successes >= 8, "the owner was kept out by stalled bodies"
