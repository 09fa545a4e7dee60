"""Real events: the bundled TRFs give no false norm; TRFs made from published norms give the
published Rp (NORMS.md §11; no public TRF of a norm event was found, so the opponents' ratings
are chosen to give the Ra that the published Rp and score imply)."""

from __future__ import annotations

from pathlib import Path

import pytest

from elo_core.io.read import read_event_file
from elo_core.norms.event import NormOptions, check_event
from elo_core.norms.result import Outlook
from elo_core.norms.rounds import Pairing
from elo_core.norms.rules import NormTitle
from tests.unit.norms.norm_files import round_robin, write_trf

EXAMPLES = Path(__file__).resolve().parents[3] / "elo_core" / "data" / "examples"
MISHRA = ("Mishra, Abhimanyu", "", "m", 2430, "USA")


@pytest.mark.parametrize(("name", "players"), [("karl-mala-2005.trf", 283),
                                               ("capo-dorso-2012.trfx", 84),
                                               ("gros-2010-after-round4.trf", 52)])
def test_bundled_events_make_no_norm(name: str, players: int) -> None:
    """None of the bundled real events has a norm met (7 rounds; weak fields; after round 4);
    Karl-Mala lists 283 players and a "spielfrei" bye marker."""
    data = (EXAMPLES / name).read_bytes()
    result = check_event(read_event_file(data, source=name), data)
    assert len(result.players) == players
    assert [(p.name, n.title) for p in result.players for n in p.norms if n.met] == []


def test_capo_dorso_top_score() -> None:
    """Capo d'Orso 2012 (2014 edition): the winner Seletsky (FM, UKR), 7.5/9, Ra 2170 for the GM
    norm (lowest raised to 2200), Rp 2443: below both minimums."""
    data = (EXAMPLES / "capo-dorso-2012.trfx").read_bytes()
    result = check_event(read_event_file(data), data, NormOptions(player="Seletsky"))
    gm = result.players[0].norms[0]
    assert (result.edition.name, gm.title, gm.points, gm.ra, gm.rp) == ("2014", NormTitle.GM,
                                                                        7.5, 2170, 2443)
    assert not gm.met


def test_gros_after_round_four() -> None:
    """Gros 2010 stops after round 4 of 9 (XXR 9): the outlook looks at the 5 rounds left."""
    data = (EXAMPLES / "gros-2010-after-round4.trf").read_bytes()
    result = check_event(read_event_file(data), data)
    assert (result.rounds_played, result.context.rounds) == (4, 9)
    outlooks = {n.needed.outlook for p in result.players for n in p.norms}
    assert Outlook.COMPLETE not in outlooks


def _vezerkepzo(scores: list[str]) -> bytes:
    """10-player round robin: Mishra (rank 1) against nine opponents whose ratings sum to 21447
    (Ra 2383), three GMs, six IMs, six federations."""
    ratings = [2520, 2480, 2450, 2400, 2380, 2350, 2320, 2300, 2247]
    titles = ["g", "g", "g", "m", "m", "m", "m", "m", "m"]
    feds = ["HUN", "HUN", "SRB", "HUN", "IND", "HUN", "UKR", "HUN", "GER"]
    players = [MISHRA, *[(f"Opponent {i}", t, "m", r, f) for i, (t, r, f)
                         in enumerate(zip(titles, ratings, feds, strict=True), start=1)]]
    results = dict(zip(range(2, 11), scores, strict=True))
    rounds = [[(a, b, results[b] if a == 1 else {"w": "b", "b": "w", "d": "d"}[results[a]]
                if b == 1 else "d") for a, b in pairs] for pairs in round_robin(10)]
    return write_trf(players, rounds, start="2021/04/10")


def test_mishra_vezerkepzo_april_2021() -> None:
    """Published: 7/9, Rp 2603 (2017 edition): p 78 % -> dp 220 -> Ra 2383 >= 2380; 7.0 is the
    least score that makes it."""
    data = _vezerkepzo(["w", "w", "w", "w", "w", "d", "d", "d", "d"])
    result = check_event(read_event_file(data), data, NormOptions(player="Mishra"))
    gm = result.players[0].norms[0]
    assert result.context.pairing is Pairing.ROUND_ROBIN
    assert (result.edition.name, gm.ra, gm.percent, gm.dp, gm.rp) == ("2017", 2383, 78, 220, 2603)
    assert gm.least_points == 7.0
    assert gm.met


def _first_saturday(rounds_kept: int) -> bytes:
    """First Saturday May 2021, round robin of 10: eight opponents summing 18936 (Ra 2367) met
    in rounds 1-8, a 2556 GM in round 9; Mishra 6 wins and 2 draws, then a win."""
    ratings = [2450, 2420, 2400, 2380, 2360, 2330, 2310, 2286, 2556]
    titles = ["g", "g", "m", "m", "m", "f", "m", "m", "g"]
    feds = ["HUN", "HUN", "SRB", "HUN", "IND", "HUN", "UKR", "HUN", "GER"]
    players = [MISHRA, *[(f"Opponent {i}", t, "m", r, f) for i, (t, r, f)
                         in enumerate(zip(titles, ratings, feds, strict=True), start=1)]]
    pairings = round_robin(10)
    order = {}  # opponent rank met by Mishra in each round
    for number, pairs in enumerate(pairings):
        order[number] = next(b if a == 1 else a for a, b in pairs if 1 in (a, b))
    # Mishra's result against each rank, by the round he meets it: rounds 1-8 6 wins 2 draws,
    # round 9 a win; the ratings are given so that the round-9 opponent is the 2556 GM.
    mine = ["w", "w", "d", "w", "w", "d", "w", "w", "w"]
    by_rank = {order[n]: mine[n] for n in range(9)}
    rating_of_rank = {order[n]: ratings[n] for n in range(9)}
    players = [MISHRA] + [(f"Opponent {rank - 1}", titles[ratings.index(rating_of_rank[rank])],
                           "m", rating_of_rank[rank], feds[ratings.index(rating_of_rank[rank])])
                          for rank in range(2, 11)]
    flip = {"w": "b", "b": "w", "d": "d"}
    rounds = [[(a, b, by_rank[b] if a == 1 else flip[by_rank[a]] if b == 1 else "d")
               for a, b in pairs] for pairs in pairings[:rounds_kept]]
    return write_trf(players, rounds, start="2021/05/01", header=["XXR 9"])


def test_mishra_first_saturday_final() -> None:
    """Published: 8/9, Rp 2739: 89 % -> dp 351, Ra 2388; a full point over the 7.0 needed."""
    data = _first_saturday(9)
    gm = check_event(read_event_file(data), data, NormOptions(player="Mishra")).players[0].norms[0]
    assert (gm.points, gm.ra, gm.percent, gm.dp, gm.rp) == (8.0, 2388, 89, 351, 2739)
    assert gm.least_points == 7.0
    assert gm.met
    games = next(c for c in gm.conditions if c.rule == "1.4.1 number of games")
    assert "1 full point above the 7 needed: worth 10 games" in games.detail


def test_mishra_first_saturday_after_eight() -> None:
    """After 8 rounds, published 7/8 and Rp 2703: 87.5 % -> 88 % -> dp 336, Ra 2367 (< 2380: no
    8-game norm). With the round-9 opponent's 2556, a loss still gives 7/9 at Ra 2388, 2608:
    the norm is already certain; at the average so far (2367) Ra stays short: 2480 is needed."""
    data = _first_saturday(8)
    event = read_event_file(data)
    gm = check_event(event, data, NormOptions(player="Mishra")).players[0].norms[0]
    assert (gm.points, gm.ra, gm.percent, gm.rp) == (7.0, 2367, 88, 2703)
    assert not gm.met
    assert (gm.needed.rounds_played, gm.needed.remaining) == (8, 1)
    assert gm.needed.outlook is Outlook.GONE
    assert gm.needed.min_average_remaining == 2480
    known = check_event(event, data, NormOptions(player="Mishra", assumed=2556))
    needed = known.players[0].norms[0].needed
    assert (needed.outlook, needed.points_needed) == (Outlook.CERTAIN, 0.0)
