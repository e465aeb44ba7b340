"""Where Save and Open Hand Record start: the documents folder, the home folder when there is
none (the file dialog used to open in the folder the game was started from, e.g. the program's
own folder), and Open where a record was saved last."""

from __future__ import annotations

from gui_helpers import wait_human


def test_without_a_documents_folder_records_start_at_home(monkeypatch, tmp_path, qapp):
    from schnapsen_qt.gui.window.record_files import default_record_folder

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.delenv("XDG_CONFIG_HOME", raising=False)
    monkeypatch.chdir(tmp_path)
    assert default_record_folder() == str(home)
    (home / "Documents").mkdir()
    assert default_record_folder() == str(home / "Documents")


def test_open_hand_record_starts_in_the_documents_folder_then_where_one_was_saved(
        qtbot, make_window, tmp_path, monkeypatch):
    from schnapsen_qt.gui.window import record_files
    from schnapsen_qt.qt import QFileDialog

    monkeypatch.setattr(record_files, "default_record_folder", lambda: str(tmp_path / "docs"))
    opened_in: list[str] = []

    def cancelled_open(_parent, _title, folder, _filter):
        opened_in.append(folder)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", cancelled_open)
    saved = tmp_path / "saved" / "hand.json"
    saved.parent.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a: (str(saved), ""))
    w = make_window()
    w.controller.new_game()
    wait_human(qtbot, w)
    w.open_record()
    assert opened_in == [str(tmp_path / "docs")]
    w.confirm_save_mid_hand = lambda: True
    w.save_record()
    assert saved.exists()
    w.open_record()
    assert opened_in[-1] == str(saved.parent)
