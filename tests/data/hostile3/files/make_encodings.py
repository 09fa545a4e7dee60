"""Writes the encoding cases of tests/data/hostile3/files (enc_*): the same small event saved
the ways spreadsheet programs save CSV. Run from this folder: python make_encodings.py"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
HEAD = "white,black,white_rating,black_rating,result,date,event\n"


def games(first: str, second: str) -> str:
    """Two games between two named players, one event."""
    return (HEAD + f"{first},{second},1800,1700,1,2025-03-01,Open\n"
            f"{second},{first},1700,1800,0.5,2025-03-02,Open\n")


CASES = {
    "enc_cp1251_russian.csv": (games("Иванов Сергей", "Петров Алексей"), "cp1251"),
    "enc_koi8r_russian.csv": (games("Иванов Сергей", "Петров Алексей"), "koi8_r"),
    "enc_mac_roman_german.csv": (games("Jürgen Köhler", "Björn Weiß"), "mac_roman"),
    "enc_cp1250_polish.csv": (games("Łukasz Wójcik", "Paweł Świątek"), "cp1250"),
    "enc_cp1250_czech_ambiguous.csv": (games("Dvořák Jiří", "Novák Petr"), "cp1250"),
    "enc_cp1252_western.csv": (games("Jürgen Köhler", "Björn Weiß"), "cp1252"),
    "enc_utf16_excel_unicode_text.csv": (games("Jürgen Köhler", "Иванов Сергей")
                                         .replace(",", "\t"), "utf-16"),
    "enc_utf16le_no_bom.csv": (games("Jürgen Köhler", "Björn Weiß"), "utf-16-le"),
    "enc_greek_cp1253.csv": (games("Παπαδόπουλος Νίκος", "Γεωργίου Ελένη"), "cp1253"),
}
PLAYERS = ("player,rating,games_played\nИванов Сергей,1810,40\nПетров Алексей,1690,40\n",
           "cp1251")

if __name__ == "__main__":
    for name, (text, codec) in CASES.items():
        (HERE / name).write_bytes(text.encode(codec))
    (HERE / "enc_cp1251_players.csv").write_bytes(PLAYERS[0].encode(PLAYERS[1]))
