"""A class round robin rated round by round with classic Elo (FIDE's Berger tables give the
rounds; each game rated from the ratings before its round, both sides with the same K)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from elo_core.errors import InputError
from elo_core.teaching.league import SCORES
from elo_core.teaching.lesson import Working, both_sides
from elo_core.teaching.round_robin import Pupil, Scores, berger


@dataclass(frozen=True, kw_only=True, slots=True)
class ClassGame:
    """One game of the schedule: who had White, White's score (None: not played yet), and, when
    it was rated, both sides' working (None: not played, or a side unrated)."""

    round: int
    white: str
    black: str
    score: float | None
    white_side: Working | None
    black_side: Working | None

    @property
    def label(self) -> str:
        """How the game is listed: 'round 2: Ana – Ben'."""
        return f"round {self.round}: {self.white} – {self.black}"

    @property
    def result(self) -> str:
        """The result as a score sheet writes it (White first)."""
        return {1.0: "1-0", 0.5: "½-½", 0.0: "0-1", None: "not played"}[self.score]


@dataclass(frozen=True, kw_only=True, slots=True)
class ClassRound:
    """One round: its games, who sat out, and every rating after it (None: unrated)."""

    number: int
    games: tuple[ClassGame, ...]
    bye: str | None
    ratings: tuple[float | None, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class ClassTournament:
    """The rated round robin: the pupils, K and the rounds in Berger order."""

    pupils: tuple[Pupil, ...]
    k: int
    rounds: tuple[ClassRound, ...]

    def ratings_after(self, number: int) -> tuple[float | None, ...]:
        """Every rating after round `number` (0: the ratings typed)."""
        if number == 0:
            return tuple(None if p.rating is None else float(p.rating) for p in self.pupils)
        return self.rounds[number - 1].ratings

    @property
    def games(self) -> tuple[ClassGame, ...]:
        """Every game of the schedule, round by round."""
        return tuple(g for r in self.rounds for g in r.games)

    def points(self, number: int) -> tuple[float, ...]:
        """Each pupil's score from the games played up to round `number`."""
        names = [p.name for p in self.pupils]
        total = [0.0] * len(names)
        for game in (g for r in self.rounds[:number] for g in r.games):
            if game.score is not None:
                total[names.index(game.white)] += game.score
                total[names.index(game.black)] += 1.0 - game.score
        return tuple(total)


def rate(pupils: Sequence[Pupil], scores: Scores, *, k: int) -> ClassTournament:
    """Every round of the Berger schedule: a played game between two rated pupils moves both
    ratings by K (S - E), E from the ratings before the round; a game with an unrated pupil
    is not rated (classic Elo gives no first rating and rates no game against an unrated
    player), and a game not played yet moves nothing."""
    if not 1 <= k <= 100:
        raise InputError(f"K must be from 1 to 100, got {k}")
    if len(scores) != len(pupils):
        raise InputError(f"{len(scores)} rows of results for {len(pupils)} pupils")
    ratings = [None if p.rating is None else float(p.rating) for p in pupils]
    rounds = []
    for number, pairs in enumerate(berger(len(pupils)), start=1):
        before = list(ratings)
        games = []
        for w, b in pairs:
            score, rw, rb = scores[w][b], before[w], before[b]
            white_side = black_side = None
            if score is not None and rw is not None and rb is not None:
                game = both_sides(rw, rb, k_you=k, k_them=k, result=SCORES[score])
                white_side, black_side = game.you, game.them
                ratings[w], ratings[b] = game.you.after, game.them.after
            games.append(ClassGame(round=number, white=pupils[w].name, black=pupils[b].name,
                                   score=score, white_side=white_side, black_side=black_side))
        seated = {i for pair in pairs for i in pair}
        bye = next((p.name for i, p in enumerate(pupils) if i not in seated), None)
        rounds.append(ClassRound(number=number, games=tuple(games), bye=bye,
                                 ratings=tuple(ratings)))
    return ClassTournament(pupils=tuple(pupils), k=k, rounds=tuple(rounds))


def why_not_rated(game: ClassGame, pupils: Sequence[Pupil]) -> str:
    """Why a game of the schedule moved no rating ('' when it did)."""
    if game.score is None:
        return "not played yet: no rating moves"
    unrated = [p.name for p in pupils if p.rating is None and p.name in (game.white, game.black)]
    if unrated:
        return (f"{' and '.join(unrated)} unrated: classic Elo needs a rating on both sides, so "
                "this game moves no rating (FIDE and US Chess give a first rating from a whole "
                "event: see the Tournament page)")
    return ""
