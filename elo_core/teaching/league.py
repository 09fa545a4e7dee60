"""A class league game by game: pupils with hidden true strengths, results drawn as the Analysis
lab's simulation draws them, ratings moved by the classic engine, round robin pairings."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from elo_core.analysis.simulate import drawn_scores
from elo_core.errors import InputError
from elo_core.models import Result
from elo_core.rules.expected import logistic_diff
from elo_core.teaching.lesson import both_sides

MAX_PUPILS, MAX_ROUNDS, MAX_NAME = 30, 60, 24
SCORES = {1.0: Result.WIN, 0.5: Result.DRAW, 0.0: Result.LOSS}


@dataclass(frozen=True, kw_only=True, slots=True)
class Setup:
    """What a class league is played with (everything a link holds)."""

    names: tuple[str, ...]
    seed: int
    rounds: int
    start: int = 1000  # everyone's first rating
    spread: int = 200  # the true strengths' standard deviation
    k: int = 40
    k_later: int | None = None  # K from round `k_round` on (None: K never changes)
    k_round: int | None = None
    newcomer: str | None = None  # a pupil who joins at round `newcomer_round`, rated `start`
    newcomer_round: int | None = None
    draw_rate: float = 0.2


@dataclass(frozen=True, kw_only=True, slots=True)
class LeagueGame:
    """One game: White's score, both sides' expectation from the ratings and changes."""

    white: str
    black: str
    score: float  # White's
    expected: float  # White's, from the ratings before the game
    white_change: float
    black_change: float


@dataclass(frozen=True, kw_only=True, slots=True)
class LeagueRound:
    """One round: its K, its games, who sat out, and every rating after it (None: not joined)."""

    number: int
    k: int
    games: tuple[LeagueGame, ...]
    bye: str | None
    ratings: tuple[float | None, ...]


@dataclass(frozen=True, kw_only=True, slots=True)
class League:
    """A played league: the pupils (the newcomer last), their hidden strengths and the rounds."""

    names: tuple[str, ...]
    strengths: tuple[int, ...]
    start: int
    rounds: tuple[LeagueRound, ...]

    def ratings_after(self, number: int) -> tuple[float | None, ...]:
        """Ratings after round `number` (0: before the first, when only the first class plays)."""
        if number == 0:
            first = self.rounds[0].ratings if self.rounds else (0.0,) * len(self.names)
            return tuple(None if r is None else float(self.start) for r in first)
        return self.rounds[number - 1].ratings

    def error_after(self, number: int) -> float:
        """The mean distance between rating and true strength over the pupils playing."""
        pairs = [(r, s) for r, s in zip(self.ratings_after(number), self.strengths, strict=True)
                 if r is not None]
        return sum(abs(r - s) for r, s in pairs) / len(pairs)

    def settled_after(self, points: float) -> int | None:
        """The first round after which the mean distance stays within `points` to the end
        (None: it does not)."""
        far = [n for n in range(len(self.rounds) + 1) if self.error_after(n) > points]
        if not far:
            return 0
        return None if far[-1] == len(self.rounds) else far[-1] + 1


def parse_names(text: str) -> tuple[str, ...]:
    """Pupils' names, separated by commas or new lines; each at most MAX_NAME characters,
    none twice, from 2 to MAX_PUPILS of them."""
    names = tuple(n.strip() for n in text.replace("\n", ",").split(",") if n.strip())
    if not 2 <= len(names) <= MAX_PUPILS:
        raise InputError(f"a league needs from 2 to {MAX_PUPILS} names, got {len(names)}")
    for name in names:
        if len(name) > MAX_NAME:
            raise InputError(f"the name '{name[:MAX_NAME]}…' is longer than {MAX_NAME} characters")
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise InputError(f"each name once, please: {', '.join(twice)} is there twice")
    return names


def _check(setup: Setup) -> None:
    if not 1 <= setup.rounds <= MAX_ROUNDS:
        raise InputError(f"rounds must be from 1 to {MAX_ROUNDS}, got {setup.rounds}")
    if setup.newcomer is not None and setup.newcomer in setup.names:
        raise InputError(f"the newcomer '{setup.newcomer}' is already in the class")
    for k in (setup.k, setup.k_later):
        if k is not None and not 1 <= k <= 100:
            raise InputError(f"K must be from 1 to 100, got {k}")
    if not 0 <= setup.draw_rate <= 1:
        raise InputError(f"the draw share must be from 0 to 1, got {setup.draw_rate:g}")


def strengths(setup: Setup) -> tuple[int, ...]:
    """The hidden true strengths drawn from the seed, to the nearest 10, the class's average
    at the starting rating (so ratings can settle on them); the newcomer's drawn after them."""
    rng = np.random.default_rng(setup.seed)
    drawn = rng.normal(0.0, setup.spread, size=len(setup.names))
    drawn = drawn - drawn.mean()
    extra = [rng.normal(0.0, setup.spread)] if setup.newcomer is not None else []
    return tuple(int(np.clip(round((setup.start + d) / 10) * 10, 100, 3000))
                 for d in [*drawn, *extra])


def pairings(players: list[int], round_index: int) -> tuple[list[tuple[int, int]], int | None]:
    """The circle method's pairs for round `round_index` (0-based) and the player with a bye."""
    seats: list[int | None] = [*players, None] if len(players) % 2 else list(players)
    turn = round_index % (len(seats) - 1)
    rest = seats[1:]
    seats = [seats[0], *rest[-turn:], *rest[:-turn]] if turn else seats
    half = len(seats) // 2
    pairs, bye = [], None
    for i in range(half):
        a, b = seats[i], seats[-1 - i]
        if a is None or b is None:
            bye = b if a is None else a
            continue
        pairs.append((a, b) if (round_index + i) % 2 == 0 else (b, a))
    return pairs, bye


def play(setup: Setup) -> League:
    """The league played round by round: one random draw per game from the seed (after the
    strengths), each game's result at the TRUE gap, both ratings moved by K (S - E)."""
    _check(setup)
    names = (*setup.names, *([setup.newcomer] if setup.newcomer is not None else []))
    true = strengths(setup)
    rng = np.random.default_rng([setup.seed, 1])
    ratings: list[float | None] = [float(setup.start)] * len(setup.names) + \
        [None] * (len(names) - len(setup.names))
    rounds = []
    for number in range(1, setup.rounds + 1):
        if setup.newcomer is not None and number == (setup.newcomer_round or 1):
            ratings[-1] = float(setup.start)
        later = setup.k_later is not None and number >= (setup.k_round or 1)
        k = setup.k_later if later and setup.k_later is not None else setup.k
        playing = [i for i, r in enumerate(ratings) if r is not None]
        pairs, bye = pairings(playing, number - 1)
        games = []
        for w, b in pairs:
            luck = rng.random(1)
            score = float(drawn_scores(np.array([logistic_diff(true[w] - true[b])]), luck,
                                       setup.draw_rate)[0])
            rw, rb = ratings[w], ratings[b]
            if rw is None or rb is None:  # (only joined pupils are paired)
                raise InputError(f"round {number}: a pupil who has not joined was paired")
            game = both_sides(rw, rb, k_you=k, k_them=k, result=SCORES[score])
            ratings[w], ratings[b] = game.you.after, game.them.after
            games.append(LeagueGame(white=names[w], black=names[b], score=score,
                                    expected=game.you.expected, white_change=game.you.change,
                                    black_change=game.them.change))
        rounds.append(LeagueRound(number=number, k=k, games=tuple(games),
                                  bye=None if bye is None else names[bye],
                                  ratings=tuple(ratings)))
    return League(names=names, strengths=true, start=setup.start, rounds=tuple(rounds))
