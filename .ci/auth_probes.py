"""Attacks on the sign-in server, on loopback only, bounded in time and count: the probes that
found issue 27's first three findings, kept as checks.

1. Connection hog: one address holds its cap of connections (the next is refused), 1,000 idle
   connections from 100 other addresses are open, and a fresh client from yet another address
   must be answered in under 1 s.
2. Availability: the owner, who signed in from their address before, tries the right password
   every 0.5 s, 20 times, while two attackers rotate wrong passwords over 10 addresses as fast
   as the server answers; at least 18 of the owner's sign-ins must succeed. Given the server's
   log, the lines it wrote meanwhile must be within its budget (100 per 10 s window, and one
   summary line each) and the owner's sign-ins, never one line per attempt.
3. Distributed guess: 8 addresses each try 5 passwords for one account; not all 40 may be
   checked (401), and a 9th address is refused too.
4. Oversized and ambiguous requests: a 200 KB header field, 5,000 header fields and 2 MB of a
   10 MB body, each sent whole before reading, must be answered (431, 413) rather than reset;
   a body naming its email twice must be refused (400), not read one way or the other.
5. Stalled bodies: 70 addresses hold 15 connections each (1,050, past the server's 1,024
   places), each sending a sign-in head whose 100-byte body never comes, and reopening a
   connection as soon as the server closes it; the owner signs in every second meanwhile, 9
   times, and at least 8 must succeed (the server makes room by closing a connection that
   waits for its body, as it closes an idle one). 9 sign-ins leave the availability run room
   under the account's 30 successes a minute.
6. Methods (RFC 9110 §9.1, §9.3.2, §15.6.2): HEAD /openapi.json, pipelined before a GET, must
   be answered 200 with GET's Content-Length and no body; TRACE, PROPFIND and PATCH must be
   answered 501 and leave the connection open; FOO, which the HTTP parser cannot read, 400.
7. The owner's lines: a later request line ending in a bare line feed must be answered 400 (not
   505), and a wrong password at the account must be logged after 300 pipelined 404s from one
   address used the log's budget up.
8. Pipelined flood: 20 addresses × 15 connections, each pipelining 200 requests and never
   reading, reopened every 11 s; a sign-in from another address must be answered within 3 s,
   5 times in 5 (each client's request rate cuts the flood short).

Loopback has all of 127.0.0.0/8, so each address is a distinct client. Usage:
auth_probes.py http://127.0.0.1:PORT [SERVER_LOG]
"""

import json
import resource
import socket
import sys
import threading
import time
from urllib.parse import urlparse

from auth_probe_owner_lines import owner_lines
from auth_probe_pipelined_flood import pipelined_flood
from auth_probe_stalled_bodies import stalled_bodies

EMAIL = "demo@thinkit.dev"
PASSWORD = "thinkit-demo"
CAP = 16  # the server's default connections per client address
LOG_LINES, LOG_WINDOW = 100, 10.0  # the server's default log budget: lines per window (s)


def connect(port, source):
    sock = socket.create_connection(("127.0.0.1", port), timeout=20, source_address=(source, 0))
    return sock


def read_answer(sock):
    """One answer: its status and body (Content-Length framed), or (0, "") at the end."""
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = sock.recv(65536)
        if not chunk:
            return 0, ""
        data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    length = 0
    for line in lines[1:]:
        name, _, value = line.partition(":")
        if name.strip().lower() == "content-length":
            length = int(value.strip())
    while len(body) < length:
        chunk = sock.recv(65536)
        if not chunk:
            break
        body += chunk
    return status, body[:length].decode("utf-8", "replace")


def request(sock, method, path, body=None, close=False):
    payload = json.dumps(body).encode() if body is not None else b""
    head = f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1\r\n"
    if body is not None:
        head += f"Content-Type: application/json\r\nContent-Length: {len(payload)}\r\n"
    if close:
        head += "Connection: close\r\n"
    sock.sendall(head.encode() + b"\r\n" + payload)
    return read_answer(sock)


def sign_in(port, source, email=EMAIL, password=PASSWORD):
    with connect(port, source) as sock:
        status, _ = request(sock, "POST", "/v1/sessions", {"email": email, "password": password}, True)
        return status


def connection_hog(port):
    hog = [connect(port, "127.0.1.1") for _ in range(CAP)]
    for sock in hog:
        assert request(sock, "GET", "/nothing")[0] == 404
    refused = connect(port, "127.0.1.1")
    refused_status = read_answer(refused)[0]
    assert refused_status == 429, f"the hog's connection past its cap got {refused_status}"
    idle = []
    lock = threading.Lock()

    def open_idle(host):
        opened = []
        for _ in range(10):
            sock = connect(port, f"127.0.2.{host}")
            assert request(sock, "GET", "/nothing")[0] == 404
            opened.append(sock)
        with lock:
            idle.extend(opened)

    threads = [threading.Thread(target=open_idle, args=(host,)) for host in range(1, 101)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(idle) == 1000
    start = time.monotonic()
    with connect(port, "127.0.3.1") as fresh:
        status, _ = request(fresh, "GET", "/openapi.json")
    elapsed = time.monotonic() - start
    # Still open: the fresh client took nobody's place.
    for sock in (hog[0], idle[0], idle[-1]):
        assert request(sock, "GET", "/nothing")[0] == 404
    print(f"connection hog: {CAP} connections held by one address (the next refused 429), "
          f"1,000 idle from 100 addresses; a fresh client was answered {status} in "
          f"{elapsed * 1000:.1f} ms")
    for sock in hog + idle + [refused]:
        sock.close()
    assert status == 200 and elapsed < 1.0, "the fresh client waited"


def log_lines(log_path):
    if log_path is None:
        return 0
    with open(log_path, "rb") as log:
        return log.read().count(b"\n")


def availability(port, log_path=None):
    owner = "127.0.7.100"
    assert sign_in(port, owner) == 201, "the owner's first sign-in"
    lines_before, started = log_lines(log_path), time.monotonic()
    attacking = threading.Event()
    attacking.set()
    attacks = {}
    lock = threading.Lock()

    def attacker(worker):
        guess = worker
        while attacking.is_set():
            status = sign_in(port, f"127.0.8.{guess % 10 + 1}", password=f"guess {guess}")
            with lock:
                attacks[status] = attacks.get(status, 0) + 1
            guess += 2

    threads = [threading.Thread(target=attacker, args=(worker,)) for worker in range(2)]
    for thread in threads:
        thread.start()
    successes = 0
    for attempt in range(20):
        due = time.monotonic() + 0.5
        if sign_in(port, owner) == 201:
            successes += 1
        time.sleep(max(0.0, due - time.monotonic()))
    attacking.clear()
    for thread in threads:
        thread.join()
    print(f"availability: the owner signed in {successes} times in 20 (every 0.5 s) while two "
          f"attackers over 10 addresses got {dict(sorted(attacks.items()))}")
    assert successes >= 18, "the owner was locked out"
    assert 201 not in attacks, "an attacker got in"
    if log_path is not None:
        # A run of E seconds meets at most ceil(E / window) + 1 windows, each of at most the
        # budget and one summary; the owner's sign-ins are never dropped.
        windows = int((time.monotonic() - started) // LOG_WINDOW) + 2
        written = log_lines(log_path) - lines_before
        # Wrong passwords at the account are never dropped either: 10 from new addresses.
        bound = windows * (LOG_LINES + 1) + successes + 10
        print(f"availability: the server logged {written} lines for "
              f"{sum(attacks.values()) + 20} sign-ins (at most {bound})")
        assert written <= bound, "the log took a line per attempt"


def distributed_guess(port):
    victim = "victim@example.com"
    statuses = [sign_in(port, f"127.0.9.{address}", victim, f"guess {address}-{guess}")
                for address in range(1, 9) for guess in range(5)]
    checked = statuses.count(401)
    ninth = sign_in(port, "127.0.9.9", victim, "guess 9")
    print(f"distributed guess: 40 guesses from 8 addresses at one account, {checked} checked; "
          f"a 9th address got {ninth}")
    assert checked < 40 and ninth == 429


def send_whole_then_read(port, data):
    """Sends all of `data`, then reads to the end: a reset on the way fails the probe."""
    with connect(port, "127.0.4.1") as sock:
        sock.sendall(data)
        status, body = read_answer(sock)
        while sock.recv(65536):
            pass
        return status, body


def oversized_requests(port):
    host = b"Host: 127.0.0.1\r\n"
    field = send_whole_then_read(port, b"GET / HTTP/1.1\r\n" + host + b"X: " + b"a" * 200_000
                                 + b"\r\n\r\n")
    fields = send_whole_then_read(port, b"GET / HTTP/1.1\r\n" + host
                                  + b"".join(b"X%d: a\r\n" % i for i in range(5000)) + b"\r\n")
    body = send_whole_then_read(port, b"POST /v1/sessions HTTP/1.1\r\n" + host
                                + b"Content-Type: application/json\r\nContent-Length: 10000000"
                                + b"\r\n\r\n" + b"a" * 2_000_000)
    twice = json.dumps({"email": "x@example.com", "password": PASSWORD}).replace(
        '"password"', f'"email": "{EMAIL}", "password"').encode()
    repeated = send_whole_then_read(port, b"POST /v1/sessions HTTP/1.1\r\n" + host
                                    + b"Content-Type: application/json\r\nContent-Length: %d"
                                    % len(twice) + b"\r\nConnection: close\r\n\r\n" + twice)
    print(f"oversized requests: a 200 KB field got {field[0]}, 5,000 fields {fields[0]}, 2 MB of "
          f"a 10 MB body {body[0]}; a body naming its email twice {repeated[0]}")
    assert (field[0], fields[0], body[0], repeated[0]) == (431, 431, 413, 400)


def read_head(sock):
    """One answer's head only, as a client reads an answer to HEAD: (status, fields)."""
    data = b""
    while b"\r\n\r\n" not in data:
        data += sock.recv(1)
    lines = data.decode("latin-1").split("\r\n")
    fields = dict((name.strip().lower(), value.strip()) for name, _, value in
                  (line.partition(":") for line in lines[1:] if line))
    return int(lines[0].split(" ")[1]), fields


def methods(port):
    with connect(port, "127.0.5.1") as sock:
        sock.sendall(b"HEAD /openapi.json HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        head, fields = read_head(sock)
        get, document = request(sock, "GET", "/openapi.json")
        unknown = [request(sock, method, "/openapi.json")[0] for method in ("TRACE", "PROPFIND")]
        unknown.append(request(sock, "PATCH", "/v1/sessions", {"email": EMAIL})[0])
        still_open = request(sock, "GET", "/nothing", close=True)[0]
    with connect(port, "127.0.5.1") as sock:
        foo = request(sock, "FOO", "/openapi.json")[0]
    print(f"methods: HEAD got {head} with Content-Length {fields.get('content-length')} and no "
          f"body (GET: {get}, {len(document.encode())} bytes); TRACE, PROPFIND, PATCH got "
          f"{unknown}, then the same connection {still_open}; FOO {foo}")
    assert (head, get) == (200, 200) and fields.get("content-length") == str(len(document.encode()))
    assert unknown == [501, 501, 501] and still_open == 404 and foo == 400


def main():
    url = urlparse(sys.argv[1])
    log_path = sys.argv[2] if len(sys.argv) > 2 else None
    assert url.hostname == "127.0.0.1", "loopback only"
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 4096)), hard))
    connection_hog(url.port)
    oversized_requests(url.port)
    methods(url.port)
    stalled_bodies(url.port, sign_in)
    pipelined_flood(url.port, sign_in)
    # Before the availability run: its attackers use the account's failures from new addresses.
    owner_lines(url.port, log_path, connect, read_answer, sign_in)
    distributed_guess(url.port)
    availability(url.port, log_path)


if __name__ == "__main__":
    main()
