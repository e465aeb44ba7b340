"""The one module that imports Qt (as in KDE Kajongg): the rest of the Qt side imports from here.

Keeping the imports in one place makes the Qt binding easy to see and to change, and keeps
``engine`` and ``ai`` visibly free of Qt.
"""

from PySide6.QtCore import (  # noqa: F401
    Property,
    QByteArray,
    QCoreApplication,
    QDate,
    QEasingCurve,
    QElapsedTimer,
    QEvent,
    QEventLoop,
    QLibraryInfo,
    QLocale,
    QLockFile,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QProcess,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    QSettings,
    QSize,
    QSizeF,
    QSocketNotifier,
    QStandardPaths,
    Qt,
    QThread,
    QTimer,
    QTranslator,
    QVariantAnimation,
    Signal,
    Slot,
)
from PySide6.QtGui import (  # noqa: F401
    QAction,
    QActionGroup,
    QBrush,
    QColor,
    QCursor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QIcon,
    QImage,
    QKeySequence,
    QLinearGradient,
    QPainter,
    QPalette,
    QPen,
    QPixmap,
    QRadialGradient,
    QScreen,
    QStandardItemModel,
)
from PySide6.QtSvg import QSvgRenderer  # noqa: F401
from PySide6.QtWidgets import (  # noqa: F401
    QAbstractButton,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QFileDialog,
    QFormLayout,
    QFrame,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPixmapItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSpinBox,
    QSplitter,
    QStackedWidget,
    QStatusBar,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)


def _guard_singleton_refcounts() -> bool:
    """Work around a refcount bug of PySide6 6.12.0 on CPython < 3.12.

    There ``SignalInstance.emit()`` (and a few other calls) return ``True``/``None`` without a
    new reference, so every emission takes one reference from the singleton; after a few
    hundred signals CPython aborts with "Fatal Python error: bool_dealloc" (or none_dealloc).
    CPython 3.12+ makes these objects immortal; here we do the same by giving them a huge
    reference count, but only when a probe shows the leak. Returns True if applied.
    """
    import ctypes
    import sys

    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False

    class _Probe(QObject):
        probe = Signal()

    p = _Probe()
    before = sys.getrefcount(True)
    for _ in range(4):
        p.probe.emit()
    leaked = sys.getrefcount(True) < before
    del p
    if leaked:
        for obj in (True, False, None):
            ctypes.c_ssize_t.from_address(id(obj)).value += 1 << 60
    return leaked


SINGLETON_REFCOUNT_GUARD = _guard_singleton_refcounts()


def local_socket_classes():
    """``(QLocalServer, QLocalSocket)``, or None where QtNetwork is not installed (the
    packaged builds leave it out to stay small): the game then runs without talking to a
    second copy of itself."""
    try:
        from PySide6.QtNetwork import QLocalServer, QLocalSocket
    except ImportError:
        return None
    return QLocalServer, QLocalSocket
