"""Starts the Qt application: ``cli.main`` parses the command line and calls :func:`run`."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class AppOptions:
    """What the command line may ask of the application."""

    smoke: bool = False  # open the window, render one frame, exit 0
    language: str | None = None  # "de", "en" or None for settings/system default


def run(options: AppOptions, argv: list[str] | None = None) -> int:
    """Create the QApplication and the main window; return the process exit status."""
    import sys

    from .qt import QApplication, QCoreApplication, QGuiApplication, Qt

    if QCoreApplication.instance() is None:
        QGuiApplication.setHighDpiScaleFactorRoundingPolicy(
            Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv[:1])
    app.setApplicationName("schnapsen-qt")
    app.setApplicationDisplayName("Schnapsen")
    app.setOrganizationName("schnapsen-qt")

    from .gui.main_window import MainWindow

    persist = not options.smoke
    window = MainWindow(persist=persist)
    language = options.language or window.settings.language
    try:
        from . import i18n

        i18n.install_translators(app, language)
        window.retranslate()
    except Exception:  # noqa: BLE001 - missing translations: English texts
        pass
    if options.smoke:
        from dataclasses import replace

        window.apply_settings(replace(window.settings, animation_speed="instant"))
    window.show()
    window.start()
    if options.smoke:
        app.processEvents()
        image = window.grab().toImage()
        ok = not image.isNull()
        window.close()
        return 0 if ok else 1
    status = app.exec()
    return int(status)
