"""A class round robin rated round by round with classic Elo (FIDE's Berger tables give the
rounds; each game rated from the ratings before its round, both sides with the same K)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from elo_core.errors import InputError
from elo_core.teaching.league import SCORES
from elo_core.teaching.lesson import Working, both_sides
from elo_core.teaching.round_robin import Pupil, Scores, berger

_CODE = re.compile(r"[1-9][0-9]?-[1-9][0-9]?-[1-9][0-9]?")


@dataclass(frozen=True, kw_only=True, slots=True)
class ClassGame:
    """One game of the schedule: who had White, White's score (None: not played yet), and, when
    it was rated, both sides' working (None: not played, or a side unrated)."""

    round: int
    white: str
    black: str
    white_no: int  # the pupils' numbers, 1 up in the order typed
    black_no: int
    score: float | None
    white_side: Working | None
    black_side: Working | None

    @property
    def label(self) -> str:
        """How the game is listed: 'round 2: Ana – Ben'."""
        return f"round {self.round}: {self.white} – {self.black}"

    @property
    def code(self) -> str:
        """The game in a link: round, White's and Black's numbers ('2-1-3'); unlike the label
        it survives a pupil renamed."""
        return f"{self.round}-{self.white_no}-{self.black_no}"

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

    def game(self, code: str) -> ClassGame:
        """The game a link's code names ('2-1-3': round 2, pupil 1 with White against 3);
        a code not written so, or naming no game of the schedule, is refused."""
        if not _CODE.fullmatch(code):
            raise InputError(f"the game '{code}' is not written as round-white-black "
                             "(pupils' numbers in the order typed), e.g. 2-1-3")
        found = next((g for g in self.games if g.code == code), None)
        if found is None:
            raise InputError(f"the game '{code}' is not in this tournament's schedule")
        return found

    def game_of(self, pupil: int, number: int) -> ClassGame | None:
        """The game pupil number `pupil` (0 up) played in round `number` (None: round 0 or a
        bye)."""
        if number == 0:
            return None
        name = self.pupils[pupil].name
        return next((g for g in self.rounds[number - 1].games if name in (g.white, g.black)),
                    None)

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
                                   white_no=w + 1, black_no=b + 1,
                                   score=score, white_side=white_side, black_side=black_side))
        seated = {i for pair in pairs for i in pair}
        bye = next((p.name for i, p in enumerate(pupils) if i not in seated), None)
        rounds.append(ClassRound(number=number, games=tuple(games), bye=bye,
                                 ratings=tuple(ratings)))
    return ClassTournament(pupils=tuple(pupils), k=k, rounds=tuple(rounds))


def clicked(points: Sequence[Mapping[str, object]]) -> str | None:
    """The game code of the first point clicked on the chart that carries one (a point's
    customdata; round 0 and a bye carry none): None when no game was clicked."""
    for point in points:
        data = point.get("customdata")
        code = data[0] if isinstance(data, list | tuple) and data else data
        if isinstance(code, str) and _CODE.fullmatch(code):
            return code
    return None


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
