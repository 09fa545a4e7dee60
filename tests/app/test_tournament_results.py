"""Tournament page results: faithful reopening, US Chess bonus, floors, first ratings,
headlines, CSV formula cells and user text shown literally."""

from __future__ import annotations

import datetime as dt
from pathlib import Path
from typing import Any

import pytest
from streamlit.elements.widgets.button import ButtonMixin
from streamlit.testing.v1 import AppTest

from elo_core.scenarios.store import RunStore

FIDE_EXAMPLE = [{"rating": "2210", "result": "draw"}, {"rating": "1980", "result": "win"},
                {"rating": "2140", "result": "loss"}]


EVIL = "**x** [l](javascript:alert(1))"


@pytest.fixture
def downloads(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The data of every download button rendered, by label."""
    seen: dict[str, Any] = {}
    original = ButtonMixin.download_button

    def spy(self: Any, label: str, data: Any, *args: Any, **kwargs: Any) -> Any:
        seen[label] = data
        return original(self, label, data, *args, **kwargs)

    monkeypatch.setattr(ButtonMixin, "download_button", spy)
    return seen


@pytest.fixture
def tour(at: AppTest, h: Any) -> AppTest:
    """The tournament page with its defaults (example D)."""
    return h.open_page(at, "pages/tournament.py")


def _save(h: Any, at: AppTest, name: str) -> AppTest:
    h.open_tab(at, "Share and save")
    at.text_input(key="t_run_name").set_value(name)
    next(b for b in at.button if b.label == "Save this run").click()
    return h.rerun(at)


def _fide_example(h: Any, at: AppTest) -> AppTest:
    at.selectbox(key="t_system").set_value("fide")
    at.number_input(key="t_rating").set_value(2050)
    at.number_input(key="t_games").set_value(85)
    at.date_input(key="t_date").set_value(dt.date(2025, 3, 1))
    return h.edit_rounds(at, deleted=[0, 1, 2, 3, 4], added=FIDE_EXAMPLE)


# ---- reopening keeps an empty rating empty -------------------------------------------------
def test_unrated_run_reopens_unrated(tour: AppTest, h: Any, store_path: Path) -> None:
    """A run saved without a rating comes back without one (not the default 1550)."""
    tour.selectbox(key="t_system").set_value("fide")
    tour.number_input(key="t_rating").set_value(None)
    tour.number_input(key="t_k").set_value(None)
    h.rerun(tour)
    _save(h, tour, "unrated run")
    tour.number_input(key="t_rating").set_value(1700)
    h.rerun(tour)
    h.open_page(tour, "pages/saved_runs.py")
    tour.button(key="runs_reopen").click()
    h.rerun(tour)
    assert tour.session_state["t_rating"] is None
    assert tour.number_input(key="t_rating").value is None
    assert tour.session_state["t_k"] is None
    assert h.metrics(tour)["Rating change"][0] == "first rating"


# ---- the US Chess bonus: page, report, headline --------------------------------------------
def test_uscf_bonus_is_shown_reported_and_saved(tour: AppTest, h: Any, store_path: Path,
                                                downloads: dict[str, Any]) -> None:
    """Example D under US Chess earns a bonus: a metric, its threshold, the report, the list."""
    h.open_tab(tour, "Share and save")  # (the downloads are drawn in that tab)
    tour.selectbox(key="t_system").set_value("uscf")
    tour.number_input(key="t_rating").set_value(1500)
    tour.date_input(key="t_date").set_value(dt.date(2025, 6, 1))
    h.rerun(tour)
    bonus = h.value(tour, "US Chess bonus")
    assert bonus.startswith("+")
    assert float(bonus) > 0
    text = h.texts(tour)
    assert f"bonus {bonus}: K(S-E)" in text
    assert "B·sqrt(max(m,4))" in text
    assert "B = 10 for 2025-06-01" in text
    report = downloads["Report (HTML)"]
    assert "US Chess bonus" in report
    assert f"bonus {bonus}" in report
    _save(h, tour, "bonus run")
    run = RunStore(store_path).list_runs()[0]
    assert run.headline["bonus"] == pytest.approx(float(bonus), abs=0.05)
    h.open_page(tour, "pages/saved_runs.py")
    assert f"(bonus {bonus})" in tour.dataframe[0].value["headline"].iloc[0]


# ---- floors ---------------------------------------------------------------------------------
def test_floor_note_is_a_warning_on_the_tournament_page(tour: AppTest, h: Any) -> None:
    """A rating that falls below the floor says so prominently."""
    tour.selectbox(key="t_system").set_value("classic_fixed")
    tour.number_input(key="t_rating").set_value(100)
    tour.number_input(key="t_k").set_value(32)
    h.edit_rounds(tour, deleted=[0, 1, 2, 3, 4],
                  added=[{"rating": "100", "result": "loss"}, {"rating": "100", "result": "loss"}])
    assert any("below" in h.plain(w.value) for w in tour.warning), [w.value for w in tour.warning]


# ---- Glicko-2 first rating ------------------------------------------------------------------
def test_glicko_without_rating_is_a_first_rating_with_its_assumption(tour: AppTest,
                                                                     h: Any) -> None:
    """No rating under Glicko-2: labelled a first rating; 1500 / RD 350 / volatility stated."""
    tour.selectbox(key="t_system").set_value("glicko2")
    tour.number_input(key="t_rating").set_value(None)
    h.rerun(tour)
    metrics = h.metrics(tour)
    assert metrics["Rating change"][0] == "first rating"
    assert "from the assumed 1500" in metrics["Rating change"][1]
    assert "First rating" in metrics
    info = " ".join(h.plain(i.value) for i in tour.info)
    assert "1500 with RD 350 and volatility 0.06 (assumed)" in info


# ---- saved-runs headlines --------------------------------------------------------------------
def test_headlines_fide_rounded_and_first_rating(tour: AppTest, h: Any, store_path: Path) -> None:
    """FIDE: '+5 -> 2055' as on the page; an unrated player: 'first rating 1885'-style."""
    _fide_example(h, tour)
    _save(h, tour, "fide run")
    tour.number_input(key="t_rating").set_value(None)
    tour.selectbox(key="t_system").set_value("uscf")
    h.rerun(tour)
    first = h.metrics(tour)["First rating"][0]
    _save(h, tour, "first run")
    h.open_page(tour, "pages/saved_runs.py")
    lines = dict(zip(tour.dataframe[0].value["name"], tour.dataframe[0].value["headline"],
                     strict=True))
    assert lines["fide run"].startswith("+5 -> 2055;"), lines
    assert lines["first run"].startswith(f"first rating {first}"), lines


# ---- CSV formula cells -----------------------------------------------------------------------
def test_game_log_csv_neutralises_formulas(tour: AppTest, h: Any,
                                           downloads: dict[str, Any]) -> None:
    """An opponent named like a spreadsheet formula is written with a leading apostrophe."""
    h.open_tab(tour, "Share and save")  # (the downloads are drawn in that tab)
    h.edit_rounds(tour, edited={1: {"opponent": "=cmd|' /C calc'!A0"}})
    data = downloads["Game log (CSV)"]
    text = data.decode("utf-8-sig") if isinstance(data, bytes) else str(data)
    assert "'=cmd|' /C calc'!A0" in text
    assert ",=cmd" not in text


# ---- user text is escaped in messages --------------------------------------------------------
def test_run_names_are_shown_literally(tour: AppTest, h: Any, store_path: Path) -> None:
    """Save, reopen, rename and delete messages show a markdown-looking name as typed."""
    _save(h, tour, EVIL)
    raw = "\n".join(s.value for s in tour.success)
    assert "**x**" not in raw
    assert "](" not in raw
    assert f"Saved as '{EVIL}'" in h.texts(tour)
    h.open_page(tour, "pages/saved_runs.py")
    tour.button(key="runs_reopen").click()
    h.rerun(tour)
    assert "**x**" not in h.raw_texts(tour)
    assert f"Reopened saved run '{EVIL}'" in h.texts(tour)
    h.open_page(tour, "pages/saved_runs.py")
    run_id = RunStore(store_path).list_runs()[0].id
    tour.text_input(key=f"runs_name_{run_id}").set_value(EVIL + " 2")
    next(b for b in tour.button if b.label == "Rename").click()
    h.rerun(tour)
    assert "[l](" not in h.raw_texts(tour)
    assert f"Renamed to '{EVIL} 2'" in h.texts(tour)
    tour.checkbox(key=f"runs_sure_{run_id}").check()
    h.rerun(tour)
    tour.button(key="runs_delete").click()
    h.rerun(tour)
    assert "[l](" not in h.raw_texts(tour)
    assert f"Deleted '{EVIL} 2'" in h.texts(tour)


def test_bad_cell_text_is_escaped(tour: AppTest, h: Any) -> None:
    """A bad cell quoted in an error cannot become a link."""
    h.edit_rounds(tour, edited={0: {"rating": "[l](javascript:alert(1))"}})
    assert tour.error
    assert all("](" not in e.value for e in tour.error)
    assert any("[l](javascript:alert(1))" in e for e in h.errors(tour))



def test_uscf_k_is_shown_to_two_decimals_everywhere(tour: AppTest, h: Any,
                                                    downloads: dict[str, Any]) -> None:
    """Example D under US Chess on 2026-11-30: K = 800 / (N' 17.32 + m 5) = 35.85; the K metric
    and the report say 35.85, like the reason and the compare table (not 35.8451)."""
    h.open_tab(tour, "Share and save")  # (the downloads are drawn in that tab)
    tour.selectbox(key="t_system").set_value("uscf")
    tour.date_input(key="t_date").set_value(dt.date(2026, 11, 30))
    h.rerun(tour)
    assert h.value(tour, "K") == "35.85"
    assert "= 35.85" in h.texts(tour)
    report = downloads["Report (HTML)"]
    assert "35.85" in report
    assert "35.8451" not in report


def test_glicko_does_not_ask_why_this_k(tour: AppTest, h: Any) -> None:
    """Glicko-2 has no K: its reason is introduced as 'Why no K', not 'Why this K'."""
    tour.selectbox(key="t_system").set_value("glicko2")
    h.rerun(tour)
    text = h.texts(tour)
    assert "**Why no K:** Glicko-2 has no K: the step follows RD and volatility." in text
    assert "Why this K" not in text
