"""One running copy per user (issue 16): a lock file, and a local socket to the running copy.

Two copies at once would each keep their own statistics and saved game in memory and
overwrite each other's files. The first copy holds ``schnapsen-qt.lock`` in the user data
folder (a ``QLockFile``: the lock of a crashed or killed copy is recognised as stale by its
process id and taken over) and listens on a local socket whose name is derived from that
folder. A second copy asks the first, through the socket, to bring its window to the front,
and then exits. Where QtNetwork is missing (packaged builds), it only says that the game is
already running.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

from ..qt import QLockFile, QObject, Signal, local_socket_classes

LOCK_NAME = "schnapsen-qt.lock"
# The request and the answer on the socket (one line each).
RAISE_REQUEST = b"raise\n"
RAISE_ANSWER = b"ok\n"


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

    def acquire(self) -> bool:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # no folder, no files to protect: run without a lock
        if self.lock.tryLock(0):
            self._listen()
            return True
        if self.lock.error() != QLockFile.LockError.LockFailedError:
            return True  # the lock cannot be written (read-only disk): run without one
        info = self.lock.getLockInfo()  # (pid, host, app) or a bool when unknown
        self.owner_pid = info[0] if isinstance(info, tuple) and info else None
        return False

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
    from ..qt import QApplication, Qt

    state = window.windowState() & ~Qt.WindowState.WindowMinimized
    window.setWindowState(state | Qt.WindowState.WindowActive)
    window.show()
    window.raise_()
    window.activateWindow()
    QApplication.alert(window)
