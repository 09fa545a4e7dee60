"""Saved runs page: empty store, corrupt file, rename, delete and reopening a calculator run."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

from elo_core.scenarios.store import RunStore


def _save_calculator(h: Any, at: AppTest, name: str) -> None:
    at.text_input(key="c_run_name").set_value(name)
    at.button[-1].click()
    h.rerun(at)
    assert f"Saved as '{name}'" in h.texts(at)


def test_empty_store(at: AppTest, store_path: Path, h: Any) -> None:
    """Nothing saved yet: a hint, and the store file was created."""
    h.open_page(at, "pages/saved_runs.py")
    assert "Nothing saved yet" in h.texts(at)
    assert store_path.exists()
    assert h.texts(at).count("No saved-runs file was found") == 1  # said once, not twice


def test_corrupt_file_gives_a_message_and_a_fresh_store(at: AppTest, store_path: Path,
                                                        h: Any) -> None:
    """A damaged database file: moved aside with a clear message, the page still works."""
    store_path.write_bytes(b"not a database at all" * 50)
    h.open_page(at, "pages/saved_runs.py")
    assert h.texts(at).count("moved aside") == 1
    assert "Nothing saved yet" in h.texts(at)
    assert list(store_path.parent.glob("runs.sqlite3.corrupt-*"))


def test_calculator_run_round_trip(at: AppTest, store_path: Path, h: Any) -> None:
    """Save the calculator, change it, reopen the run: inputs and figures come back."""
    at.number_input(key="calc_own").set_value(1400)
    at.number_input(key="calc_opp").set_value(1600)
    h.rerun(at)
    _save_calculator(h, at, "Underdog")
    (run,) = RunStore(store_path).list_runs()
    assert run.inputs["calc_own"] == 1400
    assert run.headline["win"] == 24.318354299499477 or abs(run.headline["win"] - 24.3) < 0.05
    at.number_input(key="calc_own").set_value(2000)
    h.rerun(at)
    h.open_page(at, "pages/saved_runs.py")
    assert "win +24.3" in at.dataframe[0].value["headline"][0]
    assert at.dataframe[0].value["page"][0] == "Calculator"  # the page's title, not its code
    at.button(key="runs_reopen").click()
    h.rerun(at)
    assert at.number_input(key="calc_own").value == 1400
    assert h.metrics(at)["Win: new rating"][1] == "+24.3"


def test_rename_and_delete(at: AppTest, store_path: Path, h: Any) -> None:
    """Rename then delete the selected run."""
    _save_calculator(h, at, "First")
    h.open_page(at, "pages/saved_runs.py")
    run_id = RunStore(store_path).list_runs()[0].id
    at.text_input(key=f"runs_name_{run_id}").set_value("  Renamed   run ")
    at.button[1].click()
    h.rerun(at)
    assert [r.name for r in RunStore(store_path).list_runs()] == ["Renamed run"]
    assert "Renamed to 'Renamed run'" in h.texts(at)
    at.checkbox(key=f"runs_sure_{run_id}").check()
    h.rerun(at)
    at.button(key="runs_delete").click()
    h.rerun(at)
    assert RunStore(store_path).list_runs() == []
    assert "Deleted 'Renamed run'" in h.texts(at)


def test_empty_name_is_refused(at: AppTest, store_path: Path, h: Any) -> None:
    """Renaming to blanks shows an error and keeps the old name."""
    _save_calculator(h, at, "Keep")
    h.open_page(at, "pages/saved_runs.py")
    run_id = RunStore(store_path).list_runs()[0].id
    at.text_input(key=f"runs_name_{run_id}").set_value("   ")
    at.button[1].click()
    h.rerun(at)
    assert any("needs a name" in e.value for e in at.error)
    assert [r.name for r in RunStore(store_path).list_runs()] == ["Keep"]


def test_fide_calculator_headline_shows_whole_points(at: AppTest, store_path: Path,
                                                     h: Any) -> None:
    """Under the FIDE table 1613 vs 1609 (K 32): win +16, draw 0, loss -16, as the page shows."""
    at.radio(key="calc_model").set_value("fide")
    h.rerun(at)
    _save_calculator(h, at, "FIDE table")
    (run,) = RunStore(store_path).list_runs()
    assert (run.headline["win"], run.headline["draw"], run.headline["loss"]) == (16, 0, -16)
    h.open_page(at, "pages/saved_runs.py")
    assert at.dataframe[0].value["headline"][0] == "E 0.51; win +16, draw 0, loss -16"


def test_saving_the_same_run_twice_keeps_one(at: AppTest, store_path: Path, h: Any) -> None:
    """QA: Enter in the name box saved the run and the button then saved a copy. The same name
    and inputs again point to the saved run; another rating saves a new one; a deleted run can
    be saved again."""
    _save_calculator(h, at, "Club game")
    at.button[-1].click()
    h.rerun(at)
    assert "Already saved as 'Club game' (run 1): nothing has changed since." in h.texts(at)
    assert [r.name for r in RunStore(store_path).list_runs()] == ["Club game"]
    at.number_input(key="calc_own").set_value(1700)
    h.rerun(at)
    at.button[-1].click()
    h.rerun(at)
    assert "Saved as 'Club game' (run 2)." in h.texts(at)
    RunStore(store_path).delete(2)
    at.button[-1].click()
    h.rerun(at)
    assert "Saved as 'Club game' (run 3)." in h.texts(at)
