"""Column names in German, French, Spanish and Dutch, mapped to the readers' canonical names."""

# Keys are normalised as `table_text.canonical` does: case folded (so 'Weiß' is 'weiss'),
# accents dropped ('Résultat' is 'resultat'), spaces, dashes and dots as '_'.

from __future__ import annotations

# canonical name -> the words people write for it, by language (de, fr, es, nl)
_WORDS: dict[str, tuple[str, ...]] = {
    "white": ("weiss", "blanc", "blancs", "blancas", "blanco", "blanca", "wit"),
    "black": ("schwarz", "noir", "noirs", "negras", "negro", "negra", "zwart"),
    "result": ("ergebnis", "resultat", "resultado", "uitslag", "uitkomst", "score_final"),
    "rating": ("wertzahl", "wertung", "classement", "puntuacion", "ratingcijfer"),
    "round": ("runde", "ronde", "ronda"),
    "date": ("datum", "fecha"),
    "event": ("turnier", "tournoi", "torneo", "toernooi", "evenement", "evento",
              "veranstaltung", "competition", "competicion", "wedstrijd"),
    "opponent": ("gegner", "adversaire", "oponente", "rival", "tegenstander"),
    "player": ("spieler", "joueur", "jugador", "speler", "nom", "nombre", "naam"),
    "time_control": ("bedenkzeit", "cadence", "ritmo", "speeltempo"),
}
# how each language names a side's rating: 'Elo Weiß', 'Weiß Elo', 'Elo des Blancs'...
_RATING_WORDS = ("elo", "rating", "wertzahl", "wertung", "classement", "puntuacion")
_JOINERS = ("_", "_des_", "_de_", "_del_", "_de_las_", "_van_")


def language_aliases() -> dict[str, str]:
    """Every foreign spelling -> canonical column name."""
    out: dict[str, str] = {}
    for name, words in _WORDS.items():
        out.update(dict.fromkeys(words, name))
    for side in ("white", "black"):
        for colour in (side, *_WORDS[side]):
            for rating in _RATING_WORDS:
                out[f"{colour}_{rating}"] = f"{side}_rating"
                for joiner in _JOINERS:
                    out[f"{rating}{joiner}{colour}"] = f"{side}_rating"
    for rating in _RATING_WORDS:
        for opponent in ("opponent", *_WORDS["opponent"]):
            out[f"{opponent}_{rating}"] = "opponent_rating"
            for joiner in _JOINERS:
                out[f"{rating}{joiner}{opponent}"] = "opponent_rating"
    out.update(dict.fromkeys(_RATING_WORDS, "rating"))
    return out
