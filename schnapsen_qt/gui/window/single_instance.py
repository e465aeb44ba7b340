"""One running copy per user (issue 16): a lock file, and a local socket to the running copy.

Two copies at once would each keep their own statistics and saved game in memory and
overwrite each other's files. The first copy holds ``schnapsen-qt.lock`` in the user data
folder (a ``QLockFile``: the lock of a crashed or killed copy is recognised as stale by its
process id and taken over) and listens on a local socket whose name is derived from that
folder. A second copy asks the first, through the socket, to bring its window to the front,
and then exits. Where QtNetwork is missing (packaged builds), it only says that the game is
already running.

The lock must never keep the game from starting (issue 44): a lock that does not name a live
Schnapsen process of this user on this host (a dead process, another program that got the
number, another host sharing the folder) is stale and taken over; one that is not a small
readable file (empty, garbage, a folder, a FIFO, a link, unreadable) is moved aside with one
warning. It is looked at with ``lstat`` and a non-blocking read before Qt opens it, so a FIFO
or a link to ``/dev/zero`` cannot hang the start.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import socket
import stat
import sys
from pathlib import Path

from ...qt import QLockFile, QObject, Signal, local_socket_classes

LOCK_NAME = "schnapsen-qt.lock"
# The request and the answer on the socket (one line each).
RAISE_REQUEST = b"raise\n"
RAISE_ANSWER = b"ok\n"
# A QLockFile holds four short lines (pid, application, host, machine id); anything larger is
# not a lock.
MAX_LOCK_BYTES = 4096


def read_lock(path: Path) -> tuple[int, str, str] | str | None:
    """The (pid, application, host) a lock file names; None when there is no lock file; else
    why it is not a lock (a short English reason for the warning's details). Never blocks:
    links and anything but a regular file are refused from ``lstat`` alone."""
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"cannot be examined ({exc.strerror or exc})"
    if stat.S_ISLNK(info.st_mode):
        return "a link, not a file"
    if not stat.S_ISREG(info.st_mode):
        return "not a regular file"
    if info.st_size > MAX_LOCK_BYTES:
        return "too large"
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
    try:
        fd = os.open(path, flags)
        with os.fdopen(fd, "rb") as f:
            raw = f.read(MAX_LOCK_BYTES + 1)
    except FileNotFoundError:
        return None
    except OSError as exc:
        return f"cannot be read ({exc.strerror or exc})"
    lines = raw.decode("utf-8", "replace").split("\n")
    if len(lines) < 3 or not lines[0].strip().isdigit() or int(lines[0]) <= 0:
        return "not a lock written by Schnapsen"
    return int(lines[0]), lines[1].strip(), lines[2].strip()


def is_live_schnapsen(pid: int, host: str) -> bool:
    """Whether ``pid`` on ``host`` is a running Schnapsen of this user. Where the process's
    command line cannot be read (not Linux), a live process of this user counts."""
    if host and host != socket.gethostname():
        return False  # another host sharing the folder: its process cannot be checked here
    if pid == os.getpid():
        return True  # this very process holds it (another SingleInstance of the same folder)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return False  # another user's process
    except OSError:
        return False
    proc = Path("/proc") / str(pid)
    if not proc.is_dir():
        return sys.platform != "linux"
    try:
        if proc.stat().st_uid != os.getuid():
            return False
        command = (proc / "cmdline").read_bytes()[:65536]
    except OSError:
        return False
    return b"schnapsen" in command.lower()


def server_name(folder: Path) -> str:
    """The local socket's name for the copy that keeps its files in ``folder``."""
    digest = hashlib.sha1(str(folder.resolve()).encode("utf-8")).hexdigest()[:16]
    return f"schnapsen-qt-{digest}"


class SingleInstance(QObject):
    """``acquire()`` once at start: True when this is the only copy (or no lock can be taken
    at all, e.g. on a read-only disk: then the game runs without one). While held, a second
    copy's request emits :attr:`activationRequested`."""

    activationRequested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.lock = QLockFile(str(folder / LOCK_NAME))
        # Never stale by age (a game may run for days); only when its process is gone.
        self.lock.setStaleLockTime(0)
        self.name = server_name(folder)
        self.server = None
        self.owner_pid: int | None = None

    @property
    def lock_path(self) -> Path:
        return self.folder / LOCK_NAME

    def acquire(self) -> bool:
        """True when this copy may run (it holds the lock, or no lock can be kept at all);
        False when a live copy holds it (``owner_pid`` then names it). A damaged lock file is
        moved aside and :attr:`warning` says so."""
        self.warning: str | None = None
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # no folder, no files to protect: run without a lock
        found = read_lock(self.lock_path)
        if isinstance(found, str):
            self._set_aside(found)
            found = read_lock(self.lock_path)
            if found is not None and not isinstance(found, tuple):
                return True  # it cannot be moved: run without a lock rather than not at all
        if isinstance(found, tuple) and not is_live_schnapsen(found[0], found[2]):
            with contextlib.suppress(OSError):
                self.lock_path.unlink()  # stale: its owner is gone or is not Schnapsen
        if self.lock.tryLock(0):
            self._listen()
            return True
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            return True  # the lock cannot be written (read-only disk): run without one
        found = read_lock(self.lock_path)
        self.owner_pid = found[0] if isinstance(found, tuple) else None
        # Gone or damaged in the meantime: nothing holds the folder, run.
        return self.owner_pid is None

    def _set_aside(self, reason: str) -> None:
        from ...i18n import translate
        from ...userfiles import storage

        kept = storage.backup(self.lock_path)
        if kept is None:  # a folder or an unreadable file that cannot be renamed: remove it
            with contextlib.suppress(OSError):
                self.lock_path.unlink()
        self.warning = translate(
            "App", "The lock file {path} was damaged ({reason}) and has been replaced.").format(
            path=self.lock_path, reason=reason)

    def _listen(self) -> None:
        classes = local_socket_classes()
        if classes is None:
            return
        QLocalServer = classes[0]  # noqa: N806
        QLocalServer.removeServer(self.name)  # a socket file left by a killed copy
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if server.listen(self.name):
            server.newConnection.connect(self._on_connection)
            self.server = server

    def _on_connection(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._on_request(s))
            socket.disconnected.connect(socket.deleteLater)
            if socket.bytesAvailable():
                self._on_request(socket)

    def _on_request(self, socket) -> None:
        if bytes(socket.readAll().data()).startswith(RAISE_REQUEST.strip()):
            self.activationRequested.emit()
            socket.write(RAISE_ANSWER)
            socket.flush()

    def ask_running_copy_to_show(self, timeout_ms: int = 3000) -> bool | None:
        """From the second copy: ask the first to bring its window to the front. True when it
        answered, False when it did not, None when this build cannot ask (no QtNetwork)."""
        classes = local_socket_classes()
        if classes is None:
            return None
        socket = classes[1]()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(timeout_ms):
            return False
        socket.write(RAISE_REQUEST)
        if not socket.waitForBytesWritten(timeout_ms):
            return False
        answered = False
        while socket.waitForReadyRead(timeout_ms):
            if RAISE_ANSWER.strip() in bytes(socket.readAll().data()):
                answered = True
                break
        socket.disconnectFromServer()
        return answered

    def release(self) -> None:
        if self.server is not None:
            self.server.close()
            self.server = None
        self.lock.unlock()


def bring_to_front(window) -> None:
    """Show ``window`` in front, restored if it was minimised (the window manager may only
    flash it in the task bar instead)."""
    from ...qt import QApplication, Qt

    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window)
