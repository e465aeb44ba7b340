"""Builds the PyInstaller bundle with packaging/build.sh and runs the result.

Slow (a build takes 15-30 s on 2 cores), so the tests using the ``built`` fixture run only
when SCHNAPSEN_TEST_PACKAGING=1 is set (CI sets it). Needs PyInstaller, or network access to
PyPI for build.sh to install it. The Windows version resource is checked always (no build).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from schnapsen_qt import __version__
from schnapsen_qt.ai import core

ROOT = Path(__file__).resolve().parent.parent

pytestmark = pytest.mark.packaging

BUILD_ENABLED = os.environ.get("SCHNAPSEN_TEST_PACKAGING") == "1"
CAN_BUILD = sys.platform != "win32" and shutil.which("bash") is not None


def _env(**extra: str) -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)  # the bundle must not find the source tree
    env.update(extra)
    return env


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    """Build once into a temporary dist folder; return the executable's path."""
    if not BUILD_ENABLED:
        pytest.skip("set SCHNAPSEN_TEST_PACKAGING=1 to build and test the PyInstaller bundle")
    if not CAN_BUILD:
        pytest.skip("build.sh needs bash (Windows uses packaging/build.ps1)")
    tmp = tmp_path_factory.mktemp("pyinstaller")
    proc = subprocess.run(
        ["bash", str(ROOT / "packaging" / "build.sh")],
        cwd=ROOT,
        env=_env(
            SCHNAPSEN_PYTHON=sys.executable,
            SCHNAPSEN_DIST_DIR=str(tmp / "dist"),
            SCHNAPSEN_BUILD_DIR=str(tmp / "build"),
        ),
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert proc.returncode == 0, f"build.sh failed:\n{proc.stdout}\n{proc.stderr[-8000:]}"
    last_line = proc.stdout.strip().splitlines()[-1]
    exe = Path(last_line)
    assert exe.is_absolute(), last_line
    assert exe.is_file(), last_line
    assert os.access(exe, os.X_OK)
    return exe


def _internal(exe: Path) -> Path:
    if sys.platform == "darwin":  # SchnapsenQt.app/Contents/MacOS/schnapsen-qt
        return exe.parent.parent / "Frameworks"
    return exe.parent / "_internal"


def _run(exe: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [str(exe), *args],
        cwd=exe.parent,
        env=_env(**env),
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_built_executable_prints_version(built):
    proc = _run(built, "--version")
    assert proc.returncode == 0, proc.stderr
    # The bundle searches as the source tree it was built from does.
    assert proc.stdout.strip() == f"schnapsen-qt {__version__} (search: {core.search_name()})"


def test_bundle_contains_the_compiled_search_core(built):
    if not core.available():
        pytest.skip("the compiled core is not built here, so the bundle has none")
    assert list(_internal(built).rglob("_core.*.so")) or list(_internal(built).rglob("_core*.pyd"))


def test_built_executable_smoke_offscreen(built):
    proc = _run(built, "--smoke", QT_QPA_PLATFORM="offscreen")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_built_executable_smoke_german(built):
    proc = _run(built, "--smoke", "--lang", "de", QT_QPA_PLATFORM="offscreen")
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_built_executable_rejects_unknown_option(built):
    proc = _run(built, "--definitely-not-an-option")
    assert proc.returncode == 2
    assert "unknown option --definitely-not-an-option" in proc.stderr


@pytest.mark.skipif(
    not sys.platform.startswith("linux") or shutil.which("xvfb-run") is None,
    reason="needs Linux and xvfb-run (apt-get install xvfb xauth)",
)
def test_built_executable_smoke_under_x11(built):
    proc = subprocess.run(
        ["xvfb-run", "-a", str(built), "--smoke"],
        cwd=built.parent,
        env=_env(QT_QPA_PLATFORM="xcb"),
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_bundle_contains_resources_and_translations(built):
    internal = _internal(built)
    if sys.platform == "darwin":  # data files live in Contents/Resources, linked from Frameworks
        internal = internal.parent / "Resources"
    source_resources = ROOT / "resources"
    for path in source_resources.rglob("*"):
        if path.is_file() and "__pycache__" not in path.parts:
            inside = internal / "resources" / path.relative_to(source_resources)
            if path.relative_to(source_resources).parts[0] == "tools":
                # The art generator's scripts are not the game's: left out (lintian, PACKAGING.md).
                assert not inside.exists(), path
            else:
                assert inside.is_file(), path
    for ts in (ROOT / "translations").glob("*.ts"):
        assert (internal / "schnapsen_qt" / "locale" / f"{ts.stem}.qm").is_file(), ts


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux bundle layout")
def test_bundle_keeps_needed_qt_plugins_and_drops_unused_qt(built):
    qt = _internal(built) / "PySide6" / "Qt"
    plugins = qt / "plugins"
    for needed in (
        "platforms/libqxcb.so",
        "platforms/libqoffscreen.so",
        "platforms/libqwayland.so",
        "imageformats/libqsvg.so",
        "iconengines/libqsvgicon.so",
    ):
        assert (plugins / needed).is_file(), needed
    assert not (plugins / "imageformats" / "libqpdf.so").exists()
    assert not (plugins / "platformthemes" / "libqgtk3.so").exists()
    assert not (plugins / "tls").exists()
    pyside = _internal(built) / "PySide6"
    for unused in ("QtNetwork", "QtQml", "QtQuick", "QtWebEngineCore", "QtPdf", "QtOpenGL"):
        assert not list(pyside.glob(f"{unused}.*")), unused
    for unused_lib in ("libQt6Network", "libQt6Qml", "libQt6Quick", "libQt6Pdf"):
        assert not list((qt / "lib").glob(f"{unused_lib}.*")), unused_lib
    dangling = [p for p in _internal(built).iterdir() if p.is_symlink() and not p.exists()]
    assert not dangling


def _load_versioninfo():
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "schnapsen_versioninfo", ROOT / "packaging" / "versioninfo.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_spec_reads_the_package_version():
    versioninfo = _load_versioninfo()
    assert versioninfo.read_version(ROOT / "schnapsen_qt" / "__init__.py") == __version__
    assert versioninfo.version_tuple("0.1.0") == (0, 1, 0, 0)
    assert versioninfo.version_tuple("1.2rc1") == (1, 2, 0, 0)
    assert versioninfo.version_tuple("2.0.1.7.9") == (2, 0, 1, 7)


def test_windows_version_resource_text(tmp_path):
    """The generated file is the Python expression PyInstaller evaluates on Windows."""
    versioninfo = _load_versioninfo()
    path = versioninfo.write_version_file(tmp_path / "v.txt", __version__)

    def record(kind):
        return lambda *args, **kwargs: (kind, args, kwargs)

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct")
    namespace = {name: record(name) for name in names}
    namespace.update(VarFileInfo=record("VarFileInfo"), VarStruct=record("VarStruct"))
    tree = eval(path.read_text(encoding="utf-8"), namespace)  # noqa: S307 (our own text)

    kind, _, info = tree
    assert kind == "VSVersionInfo"
    ffi = info["ffi"][2]
    numbers = versioninfo.version_tuple(__version__)
    assert ffi["filevers"] == numbers and ffi["prodvers"] == numbers
    string_table = info["kids"][0][1][0][0]
    strings = dict(entry[1] for entry in string_table[1][1])
    assert strings["ProductVersion"] == __version__
    assert strings["FileVersion"] == __version__
    assert strings["OriginalFilename"] == "schnapsen-qt.exe"
    assert strings["ProductName"] == "Schnapsen Qt"
