"""The owner's-lines probe of auth_probes.py (its 7th): what the owner needs of the server holds
through junk. A later request line ending in a bare line feed is answered 400, as the first one
(RFC 9112 §2.2 lets a server refuse it; the HTTP parser calls it a bad version, 505), and a wrong
password at the account is logged though a flood of 404s used the log's budget up (the flood used
to crowd out every line of a guess at the account). The flood comes from 7 addresses, 43
requests each pipelined: one address may send no more than 50 at once."""

import time

FLOODERS, EACH = 7, 43  # pipelined 404s, 301 past the log's budget of 100 lines per 10 s
GET = b"GET /nothing HTTP/1.1\r\nHost: 127.0.0.1\r\n"


def read_to_end(sock):
    data = b""
    while chunk := sock.recv(65536):
        data += chunk
    return data


def owner_lines(port, log_path, connect, read_answer, sign_in):
    """Probe 7; `connect(port, source)` opens a connection, `read_answer(sock)` reads one answer,
    `sign_in(port, source, password=…)` tries the account, giving the status."""
    with connect(port, "127.0.13.1") as sock:
        sock.sendall(GET + b"\r\n")
        first = read_answer(sock)[0]
        sock.sendall(GET.replace(b"\r\n", b"\n") + b"\n")
        second = read_answer(sock)
    print(f"owner's lines: a later request line ending in a bare line feed got {second[0]} "
          f"(after {first})")
    assert (first, second[0]) == (404, 400), "a bare line feed is no bad version"
    if log_path is None:
        return
    started = time.monotonic()
    answered = 0
    for flooder in range(FLOODERS):
        with connect(port, f"127.0.13.{flooder + 10}") as sock:
            sock.sendall((GET + b"\r\n") * (EACH - 1) + GET + b"Connection: close\r\n\r\n")
            answered += read_to_end(sock).count(b"HTTP/1.1 404")
    status = sign_in(port, "127.0.13.3", password="guess 13")
    with open(log_path, "rb") as log:
        lines = [line for line in log.read().splitlines() if b"client=127.0.13.3" in line]
    logged = any(b"sign-in refused" in line for line in lines)
    print(f"owner's lines: after {answered} pipelined 404s, a wrong password at the account got "
          f"{status} and was {'' if logged else 'not '}logged "
          f"({time.monotonic() - started:.2f} s)")
    assert answered == FLOODERS * EACH and status == 401 and logged, "the flood starved the log"
