"""Linux desktop integration: the .desktop launcher, the AppStream metainfo, the install script."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from schnapsen_qt import __version__

ROOT = Path(__file__).resolve().parent.parent
APP_ID = "io.github.schnapsen_qt.SchnapsenQt"
DESKTOP = ROOT / "resources" / "desktop" / f"{APP_ID}.desktop"
METAINFO = ROOT / "resources" / "desktop" / f"{APP_ID}.metainfo.xml"
INSTALL_SCRIPT = ROOT / "packaging" / "install-linux-desktop.sh"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive: Name[de], GenericName
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def _metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def _untranslated(root: ET.Element, tag: str) -> list[ET.Element]:
    return [e for e in root.findall(tag) if XML_LANG not in e.attrib]


def test_desktop_entry_required_keys():
    entry = _desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Schnapsen Qt"
    assert entry["GenericName"] == "Card Game"
    assert entry["GenericName[de]"] == "Kartenspiel"
    assert entry["Name[de]"]
    assert entry["Comment"] and entry["Comment[de]"]
    assert entry["Comment"] != entry["Comment[de]"]
    assert entry["Exec"] == "schnapsen-qt"
    assert entry["Icon"] == "schnapsen-qt"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].split(";")[:2] == ["Game", "CardGame"]
    assert entry["Categories"].endswith(";")
    assert "Schnapsen" in entry["Keywords"].split(";")
    assert entry["Keywords[de]"].endswith(";")


def test_desktop_entry_is_utf8_without_tabs():
    text = DESKTOP.read_text(encoding="utf-8")
    assert "\t" not in text
    assert text.startswith("[Desktop Entry]\n")


def test_metainfo_required_elements():
    root = _metainfo()
    assert root.tag == "component"
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    assert _untranslated(root, "name")[0].text == "Schnapsen Qt"
    summary = _untranslated(root, "summary")[0].text
    assert summary and not summary.endswith(".") and len(summary) < 80
    description = root.find("description")
    assert description is not None and len(description.findall("p")) >= 1
    assert root.find("content_rating").get("type", "").startswith("oars-")
    launchable = root.find("launchable")
    assert launchable.get("type") == "desktop-id"
    assert launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == "schnapsen-qt"


def test_metainfo_release_matches_package_version():
    versions = [r.get("version") for r in _metainfo().findall("releases/release")]
    assert __version__ in versions
    assert versions[0] == __version__, "the newest release comes first"


def test_metainfo_screenshots_point_at_existing_images():
    for image in _metainfo().iter("image"):
        url = (image.text or "").strip()
        assert url.startswith("https://")
        marker = "/docs/images/"
        if marker in url:
            assert (ROOT / "docs" / "images" / url.split(marker, 1)[1]).is_file(), url


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils")
def test_desktop_file_validate():
    proc = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "error" not in (proc.stdout + proc.stderr).lower()


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream not installed")
def test_appstreamcli_validate():
    proc = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    output = proc.stdout + proc.stderr
    assert proc.returncode == 0, output
    assert "\nE:" not in "\n" + output and "\nW:" not in "\n" + output, output


@pytest.mark.skipif(shutil.which("bash") is None, reason="needs bash")
def test_install_script_installs_into_prefix_and_uninstalls(tmp_path):
    prefix = tmp_path / "prefix"
    env = dict(os.environ, HOME=str(tmp_path))
    run = [
        "bash",
        str(INSTALL_SCRIPT),
        "--prefix",
        str(prefix),
        "--no-cache",
    ]
    proc = subprocess.run(run, capture_output=True, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    share = prefix / "share"
    installed = share / "applications" / DESKTOP.name
    assert installed.read_text(encoding="utf-8") == DESKTOP.read_text(encoding="utf-8")
    assert (share / "metainfo" / METAINFO.name).is_file()
    for png in (ROOT / "resources" / "icons" / "hicolor").glob("*/apps/schnapsen-qt.png"):
        size = png.parent.parent.name
        assert (share / "icons" / "hicolor" / size / "apps" / "schnapsen-qt.png").is_file()

    proc = subprocess.run(
        [*run, "--uninstall"], capture_output=True, text=True, env=env, timeout=60
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert not installed.exists()
    assert not (share / "metainfo" / METAINFO.name).exists()


def test_install_script_rewrites_exec_for_a_bundle(tmp_path):
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    exe = bundle / "schnapsen-qt"
    exe.write_text("#!/bin/sh\necho schnapsen-qt 0.1.0\n")
    exe.chmod(0o755)
    prefix = tmp_path / "prefix"
    proc = subprocess.run(
        [
            "bash",
            str(INSTALL_SCRIPT),
            "--prefix",
            str(prefix),
            "--bundle",
            str(bundle),
            "--no-cache",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    target = prefix / "lib" / "schnapsen-qt" / "schnapsen-qt"
    entry = (prefix / "share" / "applications" / DESKTOP.name).read_text(encoding="utf-8")
    assert f"\nExec={target}\n" in entry
    assert (prefix / "bin" / "schnapsen-qt").resolve() == target.resolve()


def test_install_script_rejects_unknown_option():
    proc = subprocess.run(
        ["bash", str(INSTALL_SCRIPT), "--bogus"], capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2
    assert "unknown option --bogus" in proc.stderr
