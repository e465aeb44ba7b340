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
    existing = QApplication.instance()
    app = (existing if isinstance(existing, QApplication)
           else QApplication(argv if argv is not None else sys.argv[:1]))
    app.setApplicationName("schnapsen-qt")
    app.setApplicationDisplayName("Schnapsen")
    app.setOrganizationName("schnapsen-qt")
    # Wayland/X11 match the window to the installed .desktop file (icon, name in the dock).
    QGuiApplication.setDesktopFileName("io.github.schnapsen_qt.SchnapsenQt")
    app.setWindowIcon(application_icon())

    from . import i18n
    from .userfiles import storage
    from .userfiles.settings import Settings

    persist = not options.smoke

    def translate_to(language: str) -> None:
        try:
            i18n.install_translators(app, language)
        except Exception as exc:  # noqa: BLE001 - no translations: English texts, never a crash
            print(f"schnapsen-qt: translations not loaded: {exc}", file=sys.stderr)

    # The system's language until the settings are read (a second copy's message); a problem
    # with the settings file is worded once their language is known (by the window).
    translate_to(options.language or "system")
    instance = None
    if persist:
        from .gui.window.single_instance import SingleInstance

        # One copy per user, before any file is read: a second copy must not back up or
        # overwrite the files the running one uses.
        instance = SingleInstance(storage.data_dir(), app)
        if not instance.acquire():
            return already_running(instance)
        storage.clean_stale_temp_files()  # safe now: no other copy is writing
    settings, warning = storage.load_settings() if persist else (Settings(), None)
    if not options.language and settings.language != "system":
        translate_to(settings.language)

    from .gui.window.main_window import MainWindow

    window = MainWindow(settings, persist=persist)
    if not options.smoke:
        install_quit_signals(app, window)  # before start(): its first save means "ready"
    if warning:
        window.files.report(warning)  # shown once the window is up (start)
    if instance is not None and instance.warning:
        window.files.report(instance.warning)
    if options.smoke:
        from dataclasses import replace

        window.apply_settings(replace(window.settings, animation_speed="instant"))
    window.show()
    window.start()
    if options.smoke:
        app.processEvents()
        image = window.grab().toImage()
        ok = not image.isNull()
        ai_error = smoke_ai(window.controller)
        if ai_error:
            print(f"schnapsen-qt --smoke: the computer opponent failed: {ai_error}",
                  file=sys.stderr)
        missing = smoke_install(options.language)
        if missing:
            print(f"schnapsen-qt --smoke: this installation lacks {missing}", file=sys.stderr)
        window.close()
        return 0 if ok and not ai_error and not missing else 1
    if instance is not None:
        from .gui.window.single_instance import bring_to_front

        instance.activationRequested.connect(lambda: bring_to_front(window))
    status = app.exec()
    if instance is not None:
        instance.release()
    return int(status)


def already_running(instance) -> int:
    """A second copy: bring the running one to the front, or say plainly that it runs."""
    import sys

    from .i18n import translate
    from .qt import QGuiApplication, QMessageBox

    asked = instance.ask_running_copy_to_show()
    if asked:
        print("schnapsen-qt: " + translate(
            "App", "Schnapsen is already running; its window was brought to the front."),
            file=sys.stderr)
        return 0
    pid = instance.owner_pid if instance.owner_pid else "?"
    if asked is None:
        text = translate("App", "Schnapsen is already running (process {pid}). Only one copy "
                         "can run at a time.").format(pid=pid)
    else:
        text = translate("App", "Schnapsen is already running (process {pid}), but it does "
                         "not answer. Close it, or end that process, and start again. The lock "
                         "file that names it is {path}.").format(pid=pid, path=instance.lock_path)
    print("schnapsen-qt: " + text, file=sys.stderr)
    if QGuiApplication.platformName() not in ("offscreen", "minimal"):
        QMessageBox.warning(None, translate("App", "Schnapsen"), text)
    return 1


def install_quit_signals(app, window) -> None:
    """SIGTERM, SIGHUP (terminal closed, logout) and SIGINT (Ctrl+C in the terminal) quit the
    game as the Quit menu does, saving first. Python runs signal handlers only between its
    own bytecodes, never while Qt waits for events; the wake-up fd written by the C-level
    handler wakes a socket notifier, whose slot lets the handler run at once."""
    import contextlib
    import signal
    import socket

    from .qt import QSocketNotifier

    def quit_now(_signum, _frame) -> None:
        from .qt import QTimer

        QTimer.singleShot(0, window.quit_on_signal)

    receive, send = socket.socketpair()
    for sock in (receive, send):
        sock.setblocking(False)
    try:
        signal.set_wakeup_fd(send.fileno())
    except ValueError:  # not the main thread (tests): keep Python's own handling
        receive.close()
        send.close()
        return
    for name in ("SIGTERM", "SIGHUP", "SIGINT"):
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), quit_now)
    notifier = QSocketNotifier(receive.fileno(), QSocketNotifier.Type.Read, app)

    def drain() -> None:
        with contextlib.suppress(OSError):
            receive.recv(64)

    notifier.activated.connect(drain)
    # Kept alive with the application.
    app._quit_signal_parts = (receive, send, notifier)  # type: ignore[attr-defined]


def application_icon():
    """The game's icon from ``resources/icons`` (the SVG plus the hicolor PNG sizes)."""
    from .cards.cardart import resources_dir
    from .qt import QIcon

    icons = resources_dir() / "icons"
    icon = QIcon()
    for png in sorted((icons / "hicolor").glob("*/apps/schnapsen-qt.png")):
        icon.addFile(str(png))
    svg = icons / "schnapsen-qt.svg"
    if svg.is_file():
        icon.addFile(str(svg))
    return icon


def smoke_install(language: str | None) -> str | None:
    """What an installation (a wheel, a bundle, a checkout) lacks that the game ships: the
    card art of the French and German decks, the table's felt, and the translation of
    ``language`` when one is asked for. None when nothing is missing."""
    from . import i18n
    from .cards.decks import available_decks, resources_dir

    decks = {deck.key for deck in available_decks()}
    if not {"french", "german"} <= decks:
        return f"the card art (decks found in {resources_dir()}: {sorted(decks) or 'none'})"
    if not (resources_dir() / "table").is_dir():
        return f"the table's art ({resources_dir() / 'table'})"
    if language and language not in ("system", i18n.SOURCE_LANGUAGE) \
            and language not in i18n.AVAILABLE:
        return f"the translation {language!r} (found: {', '.join(i18n.AVAILABLE)})"
    return None


def smoke_ai(controller, timeout_ms: int = 30000) -> str | None:
    """Ask the real AI worker (thread and, where used, child process) for one Expert move
    in the dealt hand: None when a legal move came back, else what went wrong. Proves that
    a build can run the opponent, not only draw the window."""
    from .gui.ai_bridge.ai_process import MOVE, AIRequest
    from .qt import QEventLoop, QTimer

    hand = controller.hand
    if hand is None:
        return "no hand was dealt"
    view = hand.view(hand.to_move)
    answer: dict[str, object] = {}
    loop = QEventLoop()

    def decided(rid: int, action) -> None:
        if rid == request:
            answer["action"] = action
            loop.quit()

    def failed(rid: int, text: str) -> None:
        if rid == request:
            answer["error"] = text
            loop.quit()

    controller.ai.decided.connect(decided)
    controller.ai.failed.connect(failed)
    request = controller.ai.request(AIRequest(MOVE, view, level="expert", seed=1))
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    if "error" in answer:
        return str(answer["error"])
    if "action" not in answer:
        return f"no answer within {timeout_ms} ms"
    if answer["action"] not in view.legal:
        return f"illegal answer {answer['action']!r}"
    return None
