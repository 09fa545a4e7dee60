"""Writes the CSV, players-file, CLI and link cases of the second hostile corpus (issue 17).

Run from this folder: `python make_csv_cases.py`. Each case is small (at most 200 KB), so a
reader takes a bounded time on it; tests/unit/io/test_hostile2_csv.py asserts each outcome.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
H = "white,black,white_rating,black_rating,result"
HD = H + ",date"
HS = H.replace(",", ";")


def rows(*lines: str, header: str = H) -> bytes:
    return ("\n".join((header, *lines)) + "\n").encode()


def cases() -> dict[str, bytes]:
    """File name -> bytes."""
    out: dict[str, bytes] = {}
    for part in (_encodings, _number_spellings, _date_spellings,
                 _identity, _contradictions, _truncations, _sizes, _command_line_and_links):
        part(out)
    return out


def _encodings(out: dict[str, bytes]) -> None:
    """Encodings."""
    out["csv_utf8_one_cp1252_line.csv"] = (
        rows("José Ruiz,Anna Berg,1800,1700,1")
        + "Müller,Anna Berg,1800,1700,1\n".encode("cp1252"))
    out["csv_nfd_and_nfc_names.csv"] = rows("Jos\u00e9 Ruiz,Anna Berg,1800,1700,1",
                                            "Carl Dahl,Jose\u0301 Ruiz,1600,1800,0")
    out["csv_bom_inside.csv"] = b"\xef\xbb\xbf" + rows(
        "Anna Berg,Carl Dahl,1700,1600,1", "\ufeffAnna Berg,Eva Falk,1700,1500,1")
    out["csv_zero_width_space.csv"] = rows("Anna\u200bBerg,Carl Dahl,1700,1600,1",
                                           "Eva Falk,Anna Berg,1500,1700,0")
    out["csv_soft_hyphen.csv"] = rows("An\u00adna Berg,Carl Dahl,1700,1600,1",
                                      "Eva Falk,Anna Berg,1500,1700,0")
    out["csv_nbsp_and_spaces.csv"] = rows("Anna\u00a0Berg,Carl Dahl,1700,1600,1",
                                          "Eva Falk,  Anna   Berg ,1500,1700,0")
    out["csv_cut_inside_utf8.csv"] = rows("José Ruiz,Anna Berg,1800,1700,1") + \
        b"Carl Dahl,Jos" + "é".encode()[:1]
    out["csv_cp1252_whole.csv"] = rows("Müller,Anna Berg,1800,1700,1",
                                       "Anna Berg,Müller,1700,1800,0").decode().encode("cp1252")
    out["csv_utf16.csv"] = rows("Anna Berg,Carl Dahl,1700,1600,1").decode().encode("utf-16")


def _number_spellings(out: dict[str, bytes]) -> None:
    """Number spellings."""
    out["csv_thousands_comma_quoted.csv"] = rows('Anna Berg,Carl Dahl,"1,500",1600,1',
                                                 "Eva Falk,Gus Holm,1700,1800,0")
    out["csv_thousands_dot_semicolon.csv"] = rows("Anna Berg;Carl Dahl;1.500;1600;1",
                                                  "Eva Falk;Gus Holm;1700;1800,5;0", header=HS)
    out["csv_decimal_comma_semicolon.csv"] = rows("Anna Berg;Carl Dahl;1,500;1600;1",
                                                  header=HS)
    out["csv_thousands_tab.csv"] = rows("Anna Berg\tCarl Dahl\t1,500\t1600\t1",
                                        header=H.replace(",", "\t"))
    out["csv_separator_both_ways.csv"] = rows('Anna Berg,Carl Dahl,"1,500",1600,1',
                                              'Eva Falk,Gus Holm,"1850,5",1800,0')
    out["csv_rating_50.csv"] = rows("Anna Berg,Carl Dahl,50,1600,1")
    out["csv_rating_both_marks.csv"] = rows("Anna Berg;Carl Dahl;1.850,5;1600;1", header=HS)
    out["csv_games_played_fraction.csv"] = rows(
        "Anna Berg;Carl Dahl;1850;1600;1;12,5", header=HS + ";white_games_played")
    out["csv_games_played_grouped.csv"] = rows(
        'Anna Berg,Carl Dahl,1850,1600,1,"1,200"', header=H + ",white_games_played")


def _date_spellings(out: dict[str, bytes]) -> None:
    """Date spellings."""
    out["csv_date_two_digit_year.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1,12.05.24",
                                              header=HD)
    out["csv_date_signed.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1,-2024-05-01", header=HD)
    out["csv_date_month_first.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1,03/15/2024",
                                           header=HD)
    out["csv_date_month_only.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1,2024-05", header=HD)
    out["csv_date_year_with_change.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1,2024",
                                                header=HD)
    out["csv_date_year_no_change.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1,2019",
                                              header=HD)
    out["csv_date_day_first.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1,12.05.2024",
                                         header=HD)


def _identity(out: dict[str, bytes]) -> None:
    """Identity."""
    out["csv_self_game_after_cleaning.csv"] = rows("Anna\u200bBerg,Anna Berg,1850,1600,1")
    out["csv_names_differ_in_case.csv"] = rows("Anna Berg,Carl Dahl,1700,1600,1",
                                               "Eva Falk,anna berg,1500,1700,0")
    out["csv_names_differ_in_accents.csv"] = rows("José Ruiz,Carl Dahl,1800,1600,1",
                                                  "Eva Falk,Jose Ruiz,1500,1800,0")
    out["players_nfd_names.csv"] = "player,rating,k\nJose\u0301 Ruiz,1800,40\n".encode()
    out["players_unmatched_row.csv"] = b"player,rating,k\nAnna Berg,1700,40\nAna Berg,1700,40\n"
    out["players_thousands.csv"] = b'player,rating,k\nAnna Berg,"1,700",40\n'
    out["csv_games_for_players.csv"] = rows("Jos\u00e9 Ruiz,Carl Dahl,1800,1600,1",
                                            "Anna Berg,Carl Dahl,1700,1600,0")


def _contradictions(out: dict[str, bytes]) -> None:
    """Contradictions."""
    out["csv_rating_differs.csv"] = rows(
        "Anna Berg,Carl Dahl,1850,1600,1", "Eva Falk,Anna Berg,1700,1850,0",
        "Anna Berg,Gus Holm,1805,1750,1", "Ivy Jung,Anna Berg,1650,1850,0")
    out["csv_rating_blank.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1",
                                       "Eva Falk,Anna Berg,1700,,0")
    out["csv_repeated_row.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1",
                                       "Eva Falk,Gus Holm,1700,1650,0",
                                       "Anna Berg,Carl Dahl,1850,1600,1")
    out["csv_repeated_row_with_rounds.csv"] = rows(
        "Anna Berg,Carl Dahl,1850,1600,1,1", "Anna Berg,Carl Dahl,1850,1600,1,1",
        header=H + ",round")
    out["csv_rating_differs_between_events.csv"] = rows(
        "Anna Berg,Carl Dahl,1850,1600,1,2024-05-01,May",
        "Anna Berg,Carl Dahl,1862,1590,1,2024-06-01,June", header=HD + ",event")


def _truncations(out: dict[str, bytes]) -> None:
    """Truncations."""
    out["csv_cut_mid_row.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1") + b"Eva Falk,Gus Holm,17"
    out["csv_cut_mid_quote.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1") + \
        b'Eva Falk,"Gus Holm,1700,1650,0\n'
    out["csv_header_only.csv"] = rows()
    out["csv_blank_rows.csv"] = rows("Anna Berg,Carl Dahl,1850,1600,1", ",,,,", "",
                                     "Eva Falk,Gus Holm,1700,1650,0", ",,,,")


def _sizes(out: dict[str, bytes]) -> None:
    """Sizes (bounded: at most 200 KB each)."""
    many = [f"P{i},Q{i},1700,1600,1" for i in range(5000)]
    many[4321] = 'P4321,Q4321,"1,700",1600,1'
    out["csv_size_5000_rows_one_grouped.csv"] = rows(*many)
    differ = [line for i in range(300) for line in
              (f"P{i},Q{i},1700,1600,1", f"R{i},P{i},1600,1710,0")]
    out["csv_size_300_ratings_differ.csv"] = rows(*differ)
    out["csv_size_long_invisible_name.csv"] = rows(
        "A" + "\u200d" * 20000 + "nna Berg,Carl Dahl,1700,1600,1", "Eva Falk,Anna Berg,1500,1700,0")
    analyse = [f"P{i % 20},Q{i % 17},{1500 + 10 * (i % 20)},{1550 + 10 * (i % 17)},"
               f"{('1', '0', '0.5')[i % 3]}" for i in range(60)]
    analyse[7] = 'P7,Q7,"1,570",1620,0'  # was 1570: read so, with a warning
    out["csv_analyse_with_warning.csv"] = rows(*analyse)


def _command_line_and_links(out: dict[str, bytes]) -> None:
    """Command line and links (one argument per line; FILE is this folder)."""
    out["cli_game_thousands.args"] = b"game\n1,500\n1600\n"
    out["cli_game_rating_50.args"] = b"game\n50\n1600\n"
    out["cli_game_k_thousands.args"] = b"game\n1500\n1600\n--k\n1,500\n"
    out["cli_event_opponent_dot.args"] = (b"event\n--rating\n1800\n--opponents\n1.700\n"
                                          b"--results\n1\n")
    out["cli_field_date_month.args"] = b"field\nFILE/csv_games_for_players.csv\n--date\n2024-05\n"
    out["cli_field_date_signed.args"] = (b"field\nFILE/csv_games_for_players.csv\n"
                                         b"--date=-2024-05-01\n")
    out["cli_field_strict.args"] = b"field\nFILE/csv_thousands_comma_quoted.csv\n--strict\n"
    out["cli_analyse_json.args"] = b"analyse\nFILE/csv_analyse_with_warning.csv\n--json\n"
    out["cli_analyse_strict.args"] = b"analyse\nFILE/csv_analyse_with_warning.csv\n--strict\n"
    out["url_calc_own_thousands.query"] = b"calc_own=1,500"
    out["url_calc_own_50.query"] = b"calc_own=50"
    out["url_tournament_rating_thousands.query"] = b"sys=fide&r=1,500&gp=30&rounds=1610w"
    out["url_tournament_round_rating_50.query"] = b"sys=fide&r=1500&gp=30&rounds=50w"


if __name__ == "__main__":
    for name, data in cases().items():
        (HERE / name).write_bytes(data)
