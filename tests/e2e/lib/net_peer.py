"""Network play's handshake and sealed lines (protocol 4, docs/bots.md) in Python, for the tests
that play a guest, a fake host or an eavesdropper by hand: SPAKE2 (RFC 9382) over P-256 with
SHA-256, HKDF and HMAC; the join code stretched by scrypt; lines sealed with ChaCha20-Poly1305
(the `cryptography` package, Debian's python3-cryptography) as base64.

The P-256 arithmetic here is plain Python (affine, not constant-time): fine for tests, never for
secrets that matter."""
import base64
import functools
import hashlib
import hmac
import json
import os
import secrets
import socket
import struct

from cryptography.hazmat.primitives.ciphers.aead import ChaCha20Poly1305

P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffff
ORDER = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551
B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604b
G = (0x6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296,
     0x4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5)
SCRYPT = {"n": 2 ** 16, "r": 8, "p": 1}
GUEST_ID, HOST_ID = b"schnapsen guest", b"schnapsen host"
AAD = b"schnapsen network play 3 salt "


def decompress(hex_point):
    raw = bytes.fromhex(hex_point)
    x = int.from_bytes(raw[1:], "big")
    y = pow((x ** 3 - 3 * x + B) % P, (P + 1) // 4, P)
    if y % 2 != raw[0] % 2:
        y = P - y
    return (x, y)


M = decompress("02886e2f97ace46e55ba9dd7242579f2993b64e16ef3dcab95afd497333d8fa12f")
N = decompress("03d8bbd6c639c62937b04d997f38c3770719c629d7014d49a24b4f98baa1292b49")


def add(a, b):
    if a is None:
        return b
    if b is None:
        return a
    if a[0] == b[0] and (a[1] + b[1]) % P == 0:
        return None
    if a == b:
        s = (3 * a[0] * a[0] - 3) * pow(2 * a[1], -1, P) % P
    else:
        s = (b[1] - a[1]) * pow(b[0] - a[0], -1, P) % P
    x = (s * s - a[0] - b[0]) % P
    return (x, (s * (a[0] - x) - a[1]) % P)


def mul(k, point):
    result = None
    while k:
        if k & 1:
            result = add(result, point)
        point = add(point, point)
        k >>= 1
    return result


def neg(point):
    return (point[0], (-point[1]) % P)


def encode(point):
    return b"\x04" + point[0].to_bytes(32, "big") + point[1].to_bytes(32, "big")


def decode(raw):
    if len(raw) != 65 or raw[0] != 4:
        raise ValueError("not an uncompressed point")
    x, y = int.from_bytes(raw[1:33], "big"), int.from_bytes(raw[33:], "big")
    if (y * y - (x ** 3 - 3 * x + B)) % P:
        raise ValueError("not on the curve")
    return (x, y)


@functools.lru_cache(maxsize=16)
def password_scalar(code, salt):
    """w = scrypt(code, salt) mod the order: the costly step, once per code and salt (a guesser
    who tries one code again against the same host run pays it once, as a real one would; the
    rate limits must hold against guesses made that fast, also on a loaded machine)."""
    stretched = hashlib.scrypt(code.encode(), salt=salt, maxmem=256 * 1024 * 1024, dklen=40,
                               **SCRYPT)
    return int.from_bytes(stretched, "big") % ORDER


def hkdf(key, info, length):
    prk = hmac.new(b"\x00" * 32, key, hashlib.sha256).digest()
    out, block, counter = b"", b"", 1
    while len(out) < length:
        block = hmac.new(prk, block + info + bytes([counter]), hashlib.sha256).digest()
        out += block
        counter += 1
    return out[:length]


def transcript(pa, pb, k, w):
    fields = [GUEST_ID, HOST_ID, pa, pb, k, w.to_bytes(32, "big")]
    return b"".join(struct.pack("<Q", len(f)) + f for f in fields)


def keys_of(tt, salt_hex):
    digest = hashlib.sha256(tt).digest()
    ke, ka = digest[:16], digest[16:]
    kc = hkdf(ka, b"ConfirmationKeys" + AAD + salt_hex.encode(), 32)
    return {"ke": ke, "confirm_a": hmac.new(kc[:16], tt, hashlib.sha256).hexdigest(),
            "confirm_b": hmac.new(kc[16:], tt, hashlib.sha256).hexdigest()}


class Spake2:
    """One side: 'A' (the guest, mask M) or 'B' (the host, mask N)."""

    def __init__(self, role, w, secret=None):
        self.role, self.w = role, w
        self.secret = secret or (secrets.randbelow(ORDER - 1) + 1)
        self.share = encode(add(mul(self.secret, G), mul(w, M if role == "A" else N)))

    def finish(self, peer_share, salt_hex):
        theirs = decode(peer_share)
        unmasked = add(theirs, neg(mul(self.w, N if self.role == "A" else M)))
        k = encode(mul(self.secret, unmasked))
        pa, pb = (self.share, peer_share) if self.role == "A" else (peer_share, self.share)
        return keys_of(transcript(pa, pb, k, self.w), salt_hex)


def channel_keys(ke):
    return {"guest_to_host": hkdf(ke, b"schnapsen 3 guest to host", 32),
            "host_to_guest": hkdf(ke, b"schnapsen 3 host to guest", 32)}


class Sealer:
    """One direction of sealed lines: the nonce counts the lines."""

    def __init__(self, key):
        self.aead, self.count = ChaCha20Poly1305(key), 0

    def nonce(self):
        n = b"\x00" * 4 + self.count.to_bytes(8, "big")
        self.count += 1
        return n

    def seal(self, line):
        return base64.b64encode(self.aead.encrypt(self.nonce(), line.encode(), None)).decode()

    def open(self, sealed):
        return self.aead.decrypt(self.nonce(), base64.b64decode(sealed, validate=True),
                                 None).decode()


class Conn:
    """A TCP connection read line by line, every line kept (what crossed the wire)."""

    def __init__(self, sock):
        self.sock, self.buf, self.wire = sock, b"", []

    @classmethod
    def to(cls, port, timeout=15):
        return cls(socket.create_connection(("127.0.0.1", port), timeout=timeout))

    def send(self, data):
        data = data if isinstance(data, bytes) else data.encode()
        self.wire.append(("sent", data))
        self.sock.sendall(data)

    def line(self):
        """The next line, or None when the other side closed the connection."""
        while b"\n" not in self.buf:
            try:
                chunk = self.sock.recv(65536)
            except (ConnectionResetError, socket.timeout):
                return None
            if not chunk:
                return None
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        self.wire.append(("received", line + b"\n"))
        return line.decode()

    def closed(self):
        for _ in range(200):
            if self.line() is None:
                return True
        return False

    def close(self):
        self.sock.close()


def kind(line):
    try:
        return json.loads(line).get("type") if line else None
    except ValueError:
        return "not json"


def answer_deal(message, conn, sealer):
    """Answers the host's commitment to a deal with a random share of the guest's own, when the
    message is one that asks for it (a `deal` without the guest's share); True when it was."""
    if kind(message) != "deal" or json.loads(message).get("guest_share") is not None:
        return False
    conn.send(sealer.seal("share " + os.urandom(32).hex()) + "\n")
    return True


def kept_seat(home, code):
    """The seat secret the guest whose home is `home` keeps for `code` (canonical, no dash)."""
    key = hashlib.sha256(("schnapsen seat for " + code).encode()).hexdigest()
    with open(os.path.join(home, "state", "schnapsen", "guest-seats")) as f:
        for line in f:
            if line.split()[:1] == [key]:
                return line.split()[1]
    raise AssertionError("no seat secret kept for the code")


def guest_handshake(conn, code, name="Eve", seat=None):
    """The guest's side with `code` (canonical, no dash) and the seat secret `seat` (64 hex
    digits; default: a new one). Returns (the host's last line, the guest's sealer, the host's
    opener); the channel is None unless welcomed."""
    conn.send(json.dumps({"type": "hello", "protocol": 5}) + "\n")
    challenge = conn.line()
    if kind(challenge) != "challenge":
        return challenge, None, None
    salt_hex = json.loads(challenge)["salt"]
    pake = Spake2("A", password_scalar(code, bytes.fromhex(salt_hex)))
    conn.send(json.dumps({"type": "share", "share": pake.share.hex()}) + "\n")
    share = conn.line()
    if kind(share) != "share":
        return share, None, None
    keys = pake.finish(bytes.fromhex(json.loads(share)["share"]), salt_hex)
    conn.send(json.dumps({"type": "confirm", "mac": keys["confirm_a"]}) + "\n")
    answer = conn.line()
    if kind(answer) != "welcome" or answer.find(keys["confirm_b"]) < 0:
        return answer, None, None  # nothing sealed for a host that did not prove the code
    channel = channel_keys(keys["ke"])
    sealer = Sealer(channel["guest_to_host"])
    seat = seat or secrets.token_bytes(32).hex()
    conn.send(sealer.seal(json.dumps({"type": "join", "name": name, "seat": seat})) + "\n")
    return answer, sealer, Sealer(channel["host_to_guest"])


def host_handshake(conn, code):
    """The host's side with `code` (canonical, no dash), after accepting `conn`: returns (the
    guest's name, the host's sealer, the guest's opener), or None when the guest's confirmation
    does not fit `code`."""
    conn.line()  # hello
    salt = secrets.token_bytes(16)
    conn.send(json.dumps({"type": "challenge", "protocol": 5, "salt": salt.hex()}) + "\n")
    share = bytes.fromhex(json.loads(conn.line())["share"])
    pake = Spake2("B", password_scalar(code, salt))
    conn.send(json.dumps({"type": "share", "share": pake.share.hex()}) + "\n")
    confirm = json.loads(conn.line())["mac"]
    keys = pake.finish(share, salt.hex())
    if confirm != keys["confirm_a"]:
        return None
    conn.send(json.dumps({"type": "welcome", "mac": keys["confirm_b"]}) + "\n")  # before the join
    channel = channel_keys(keys["ke"])
    opener = Sealer(channel["guest_to_host"])
    name = json.loads(opener.open(conn.line()))["name"]
    return name, Sealer(channel["host_to_guest"]), opener
