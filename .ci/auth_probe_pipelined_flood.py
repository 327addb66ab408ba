"""The pipelined-flood probe of auth_probes.py (its 8th): 20 addresses each hold 15 connections
(under the cap of 16), each pipelining 200 requests in one write and never reading the answers,
reopened every 11 s (the pentest's flood, which kept the owner waiting 8 s and more: the server
ran every request, and new connections waited to be accepted). Each client's request rate cuts
such a connection short with a 429; meanwhile a sign-in from an address of its own (an unknown
email: the same path and password check as the owner's, and none of the demo account's limits)
must be answered 401 within 3 s, 5 times in 5."""

import socket
import threading
import time

ADDRESSES, PER_ADDRESS, PIPELINED, REOPEN = 20, 15, 200, 11.0
REQUESTS = b"GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" * PIPELINED


def pipelined_flood(port, sign_in):
    """Probe 8; `sign_in(port, source, email=…)` tries a sign-in, giving the status."""
    flooding = threading.Event()
    flooding.set()

    def flood(address):
        sockets = []
        while flooding.is_set():
            now = time.monotonic()
            for opened, sock in [entry for entry in sockets if now - entry[0] > REOPEN]:
                sockets.remove((opened, sock))
                sock.close()
            while len(sockets) < PER_ADDRESS and flooding.is_set():
                try:
                    sock = socket.create_connection(("127.0.0.1", port), timeout=2,
                                                    source_address=(address, 0))
                    sock.setblocking(False)
                    sock.send(REQUESTS)
                except OSError:
                    break
                sockets.append((time.monotonic(), sock))
            flooding.wait(0.5)
        for _, sock in sockets:
            sock.close()

    threads = [threading.Thread(target=flood, args=(f"127.0.14.{index + 1}",))
               for index in range(ADDRESSES)]
    for thread in threads:
        thread.start()
    time.sleep(2.0)
    waits = []
    for attempt in range(5):
        started = time.monotonic()
        status = sign_in(port, "127.0.7.101", email=f"nobody-{time.time()}@example.com",
                         password=f"guess {attempt}")
        waits.append((status, time.monotonic() - started))
        time.sleep(max(0.0, started + 2.5 - time.monotonic()))
    flooding.clear()
    for thread in threads:
        thread.join()
    worst = max(wait for _, wait in waits)
    print(f"pipelined flood: {ADDRESSES} addresses x {PER_ADDRESS} connections pipelining "
          f"{PIPELINED} requests each; a sign-in from elsewhere got "
          f"{[status for status, _ in waits]} in {[round(wait, 2) for _, wait in waits]} s")
    assert all(status == 401 and wait < 3.0 for status, wait in waits), "the flood starved it"
