"""The Analysis lab's three views (the curve against the games, which K fits, the K trade-off)
and their cached work: the page (pages/analysis.py) picks the games and draws the open tab."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pandas as pd
import streamlit as st

from elo_core import analysis
from elo_core.analysis import figures
from elo_core.analysis.groups import Group
from elo_core.analysis.reading import calibration_reading, kscan_reading, simulation_reading
from elo_core.analysis.simulate import MAX_CELLS
from elo_core.display.field_tables import problems_table
from elo_core.display.text import counted
from elo_core.errors import EloError, FileError, FileWarning
from pages.ui.analysis.choice import Choice, show_split
from pages.ui.common import keys, links
from pages.ui.common.messages import md

KEEP = {"persist_state": "session"}  # kept across pages and while a tab is closed
K_CHOICES = [5, 10, 15, 16, 20, 24, 25, 30, 32, 35, 40, 45, 50, 55, 60, 80, 100]
SIM_K_CHOICES = ["10", "15", "20", "25", "30", "40", "60"]
# The simulation's settings and their defaults; each is in the page address when it differs.
SIM_DEFAULTS: dict[str, int | list[str]] = {
    keys.SIM_TRUE: 1800, keys.SIM_START: 1500, keys.SIM_GAMES: 100, keys.SIM_RUNS: 500,
    keys.SIM_KS: ["10", "20", "40"], keys.SIM_DRAWS: 30, keys.SIM_SEED: 1}
SIM_LINK_OPENED = "sim_link_opened"  # the address's settings last taken into the session
BIN_COLUMNS = {"gap_from": "Gap from", "gap_to": "Gap to", "games": "Games",
               "expected": "Elo curve", "fide_expected": "FIDE table", "observed": "Observed",
               "observed_low": "95 % low", "observed_high": "95 % high", "draw_rate": "Draws"}
BIN_HELP = {"Gap to": "the bin holds gaps from 'Gap from' up to, not including, this",
            "Elo curve": "the logistic expectation, averaged over the bin's games",
            "FIDE table": "FIDE's table 8.1.2 with the 400-point rule, averaged over the games",
            "Observed": "the favourite's mean score (a draw is half a point)",
            "95 % low": "the observed score's 95 % interval (Wilson, allowing for draws)",
            "Draws": "share of the bin's games that were drawn"}
@st.cache_data(max_entries=8, show_spinner="Reading the games...")
def games_of_file(data: bytes, name: str) -> tuple[analysis.Games | None, pd.DataFrame | None, str,
                                            tuple[FileWarning, ...]]:
    """(games, None, "", the reader's warnings) or (None, problems table, message, ()) for a
    file's bytes."""
    try:
        games = analysis.read_games(data, source=name)
        return games, None, "", games.warnings
    except FileError as exc:
        return (None, problems_table(exc.problems),
                f"{counted(len(exc.problems), 'problem')} found", ())
    except EloError as exc:
        return None, None, str(exc), ()


def _each(works: dict[str, Callable[[], Any]]) -> dict[str, Any]:
    """Each part's result, or the message saying why it could not be worked out."""
    out: dict[str, Any] = {}
    for part, work in works.items():
        try:
            out[part] = work()
        except EloError as exc:
            out[part] = str(exc)
    return out


Picked = tuple[str, ...] | None  # chosen time controls or events (None: all)


def _chosen(data: bytes, name: str, controls: Picked, events: Picked
            ) -> analysis.Games | str | None:
    """The file's games of the chosen time controls and events (None: the file was not read;
    text: why the choice leaves nothing)."""
    games = games_of_file(data, name)[0]
    if games is None or (controls is None and events is None):
        return games
    try:
        return analysis.choose(games, controls=controls, events=events)
    except EloError as exc:
        return str(exc)


@st.cache_data(max_entries=8, show_spinner="Analysing...")
def _calibrate(data: bytes, name: str, bin_width: int, *, controls: Picked, events: Picked,
               _groups: tuple[Group, ...]) -> dict[str, Any]:
    """The counts, the calibration and the fitted scale of the chosen games, and how the
    readings name them ({} if the file was not read; the groups follow from the file)."""
    games = _chosen(data, name, controls, events)
    if games is None:
        return {}
    if isinstance(games, str):
        return {"games": 0, "rated": 0, "bins": games, "fit": games, "about": ""}
    about = analysis.choice_text(_groups, controls=controls, events=events, games=len(games))
    return {"games": len(games), "rated": int(games.rated.sum()),
            "about": "" if controls is None and events is None else about, **_each({
        "bins": lambda: analysis.calibration(games, bin_width=bin_width),
        "fit": lambda: analysis.scale(games)})}


@st.cache_data(max_entries=8, show_spinner="Replaying the games...")
def _replay(data: bytes, name: str, ks: tuple[int, ...], controls: Picked, events: Picked
            ) -> dict[str, Any]:
    """The K scan of the chosen games and their busiest players ({} if the file was not
    read)."""
    games = _chosen(data, name, controls, events)
    if games is None:
        return {}
    if isinstance(games, str):
        return {"busiest": [], "points": games}
    return {"busiest": analysis.busiest_players(games, 3),
            **_each({"points": lambda: analysis.k_scan(games, ks)})}


@st.cache_data(max_entries=16)
def _paths(data: bytes, name: str, players: tuple[str, ...], k_pair: tuple[int, int], *,
           controls: Picked, events: Picked) -> pd.DataFrame:
    games = _chosen(data, name, controls, events)
    return pd.DataFrame() if not isinstance(games, analysis.Games) else \
        analysis.trajectories(games, players, k_pair)


@st.cache_data(max_entries=16, show_spinner="Simulating...")
def _simulate(true: int, start: int, ks: tuple[float, ...], *, games: int, runs: int,
              seed: int, draws: float) -> pd.DataFrame | str:
    try:
        return analysis.simulate(true_rating=true, start=start, k_values=ks, games=games,
                                 runs=runs, seed=seed, draw_rate=draws)
    except EloError as exc:
        return str(exc)


def _read_aloud(sentences: list[str]) -> None:
    st.markdown("\n".join(f"- {md(s)}" for s in sentences))


def open_sim_link() -> None:
    """The simulation's settings: their defaults once per session, then the page address's
    values each time the address brings new ones (a shared link; checked by the page first)."""
    for key, default in SIM_DEFAULTS.items():
        st.session_state.setdefault(key, default)
    link = _sim_params(links.query())
    if link and st.session_state.get(SIM_LINK_OPENED) != link:
        st.session_state.update({key: list(values) if key == keys.SIM_KS else int(values[0])
                                 for key, values in link})
    st.session_state[SIM_LINK_OPENED] = link


def keep_sim_in_url() -> None:
    """Write the settings that differ from the defaults to the page address (the rest of the
    address kept), whichever tab is open: a copied address reopens the same simulation."""
    settings = {key: st.session_state[key] for key in SIM_DEFAULTS}
    wanted = {key: [str(v) for v in value] if isinstance(value, list) else [str(value)]
              for key, value in settings.items() if value not in (SIM_DEFAULTS[key], [])}
    address = links.query()
    kept = {key: values for key, values in address.items() if key not in SIM_DEFAULTS}
    if address != {**kept, **wanted}:
        st.query_params.from_dict({**kept, **wanted})
    st.session_state[SIM_LINK_OPENED] = _sim_params({**kept, **wanted})


def _sim_params(params: dict[str, list[str]]) -> list[tuple[str, tuple[str, ...]]]:
    return sorted((key, tuple(values)) for key, values in params.items() if key in SIM_DEFAULTS)


def simulation(*, shown: bool) -> None:
    """The K trade-off tab: when it is `shown`, the simulation's settings, figures and chart.
    A closed tab draws nothing: its settings stay in the session and the address (see
    keep_sim_in_url), and the first chart on screen does not wait for their widgets' script
    (Analysis lab: first chart 1.42x a one-chart page with them, 1.18x without, same run)."""
    if not shown:
        return
    st.caption("A player of true strength T starts at rating S and plays opponents rated near "
               "their current rating; the results follow the Elo curve at the TRUE gap. Each "
               "K is run many times (the games file above is not used here). These settings "
               "are in the page address: share the link.")
    cols = st.columns(4)
    # (no value given: each takes the session's, set by open_sim_link)
    true = cols[0].number_input("True strength T", min_value=100, max_value=3000, step=50,
                                key=keys.SIM_TRUE, **KEEP)
    start = cols[1].number_input("Starting rating S", min_value=100, max_value=3000, step=50,
                                 key=keys.SIM_START, **KEEP)
    n_games = cols[2].number_input("Games per run", min_value=10, max_value=500, step=10,
                                   key=keys.SIM_GAMES, **KEEP)
    runs = cols[3].number_input("Runs per K", min_value=50, max_value=1000, step=50,
                                key=keys.SIM_RUNS, **KEEP,
                                help=f"runs x games x K values at most {MAX_CELLS:,}")
    sim_ks = st.multiselect("K values", SIM_K_CHOICES, key=keys.SIM_KS, **KEEP)
    left, right = st.columns(2)
    draws = left.slider("Draw share (%)", min_value=0, max_value=80, key=keys.SIM_DRAWS, **KEEP,
                        help="lower when the gap is large, so the expected score stays exact")
    seed = right.number_input("Random seed (same seed, same numbers)", min_value=0,
                              max_value=999_999, key=keys.SIM_SEED, **KEEP)
    if not sim_ks:
        st.info("Pick at least one K value.")
        return
    curves = _simulate(int(true), int(start), tuple(sorted(float(k) for k in sim_ks)),
                       games=int(n_games), runs=int(runs), seed=int(seed), draws=draws / 100)
    if isinstance(curves, str):
        st.error(md(curves))
        return
    summary = analysis.simulation_summary(curves, float(true))
    cols = st.columns(len(summary))
    for col, row in zip(cols, summary.to_dict("records"), strict=True):
        reach = row["games_to_within"]
        col.metric(f"K {row['k']:g}: within 50 points after",
                   "not yet" if pd.isna(reach) else f"{reach} games",
                   help="the first game after which the average rating stays within "
                        f"50 points of the true {true}")
        col.metric(f"K {row['k']:g}: spread at the end", f"{row['end_spread']:.0f} pts",
                   help=f"where the middle 90 % of runs are after {n_games} games "
                        f"(5th to 95th percentile)")
    st.plotly_chart(figures.fan_chart(curves, float(true)), key="an_fan")
    st.caption("Lines: the average rating over the runs after each game. Bands: where "
               "90 % of the runs are (5th to 95th percentile).")
    _read_aloud(simulation_reading(curves, true_rating=float(true)))


def curve(data: bytes, name: str, choice: Choice) -> None:
    """The curve tab: the split by time control and event, the chosen games' counts, fitted
    divisor, calibration chart and table."""
    show_split(choice)
    bin_width = st.segmented_control("Bin width (rating points)", [50, 100], default=50,
                                     key=keys.AN_BIN, **KEEP) or 50
    result = _calibrate(data, name, int(bin_width), controls=choice.controls,
                        events=choice.events, _groups=choice.groups)
    about = result["about"]
    bins, fit = result["bins"], result["fit"]
    cols = st.columns(3)
    cols[0].metric("Games played" if choice.controls is None and choice.events is None else
                   "Games chosen", result["games"],
                   help="games actually played (byes and forfeits are left out)"
                   f"{': ' + about if about else ''}")
    cols[1].metric("With both ratings", result["rated"],
                   help="the curve compares ratings, so it needs both players' ratings")
    if isinstance(bins, str) or isinstance(fit, str):
        st.error(md(bins if isinstance(bins, str) else fit))
        return
    row = fit.iloc[0]
    high = "no limit" if row["high"] == float("inf") else f"{row['high']:.0f}"
    cols[2].metric("Fitted divisor", f"{row['fitted']:.0f}",
                   help=f"the curve's 400 that fits these results best; 95 % interval "
                        f"{row['low']:.0f} to {high}. Above 400: a flatter curve")
    st.plotly_chart(figures.calibration_chart(bins, fit, games="Chosen games" if about else
                                              "Games in the file"), key="an_calibration")
    _read_aloud(calibration_reading(bins, fit, about))
    numbers = st.expander("The numbers per bin", key="an_bins_open", on_change="rerun")
    if numbers.open:  # drawn when opened: a closed table would make the chart wait for it
        numbers.dataframe(bins.rename(columns=BIN_COLUMNS)[list(BIN_COLUMNS.values())],
                          hide_index=True, key="an_bins", column_config={
                              column: st.column_config.Column(help=why)
                              for column, why in BIN_HELP.items()})


def which_k(data: bytes, name: str, players_in_file: list[str], choice: Choice) -> None:
    """The K tab: the K scan of the chosen games (best K, its chart) and two K values' rating
    trajectories."""
    ks = st.multiselect("K values to replay", K_CHOICES, key=keys.AN_KS, **KEEP,
                        default=[k for k in K_CHOICES if k <= 60 and k % 5 == 0])
    result = _replay(data, name, tuple(sorted(ks)) or (10,), choice.controls, choice.events)
    points = result["points"]
    if isinstance(points, str):
        st.error(md(points))
        return
    best = analysis.best_k(points)
    cols = st.columns(3)
    cols[0].metric("Best K", f"{best:g}", help="the K whose replay predicted the games best")
    cols[1].metric("Log loss at the best K",
                   f"{points.loc[points['k'] == best, 'log_loss'].iloc[0]:.4f}",
                   help="mean penalty of the predictions; 0.6931 is always saying 50 %")
    cols[2].metric("Games replayed", int(points["games"].iloc[0]),
                   help="games between players who have a rating somewhere in the file")
    if not ks:
        st.info("No K picked: K 10 is shown.")
    st.plotly_chart(figures.kscan_chart(points, best), key="an_kscan")
    _read_aloud(kscan_reading(points))
    st.subheader("Rating trajectories under two K values")
    chosen = [p for p in st.session_state.get(keys.AN_PLAYERS, result["busiest"])
              if p in players_in_file]
    st.session_state[keys.AN_PLAYERS] = chosen
    players = st.multiselect("Players", players_in_file, key=keys.AN_PLAYERS, **KEEP)
    k_pair = st.select_slider("Two K values", K_CHOICES, value=(10, 40), key=keys.AN_K_PAIR,
                              **KEEP)
    if not players:
        return
    try:
        paths = _paths(data, name, tuple(players), (int(k_pair[0]), int(k_pair[1])),
                       controls=choice.controls, events=choice.events)
    except EloError as exc:
        st.error(md(exc))
    else:
        st.plotly_chart(figures.trajectory_chart(paths, k_pair), key="an_paths")
        st.caption("The same games replayed from the same first ratings: the larger K "
                   "reacts more to each result.")
