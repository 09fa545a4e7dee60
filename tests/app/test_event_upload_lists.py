"""AppTest, Event upload: FIDE's rating list as the players file (found by FIDE ID, the list's
rating and K in the table, the line under 'What was read') and the next list's download."""

from __future__ import annotations

from typing import Any

import pytest
import streamlit as st
from streamlit.testing.v1 import AppTest

from tests.app.upload_steps import frame, upload
from tests.support.fide_list_files import CARLSEN, combined, list_line, zipped

ANAND = list_line(5000017, "Anand, Viswanathan", fed="IND", title="GM", standard=(2750, 3, 10),
                  born=1969, flag="i")
GAMES = ("event,date,white,black,white_rating,black_rating,result,white_id,black_id\n"
         "Open,2026-03-10,Magnus,Vishy,2800,2700,1,1503014,5000017\n"
         "Open,2026-03-11,Vishy,Zed,2700,2000,1,5000017,\n")


@pytest.fixture
def downloads(monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    """The data of every download button rendered, by label."""
    seen: dict[str, Any] = {}
    original = st.download_button

    def spy(label: str, data: Any, *args: Any, **kwargs: Any) -> Any:
        seen[label] = data
        return original(label, data, *args, **kwargs)

    monkeypatch.setattr(st, "download_button", spy)
    return seen


def test_fide_list_as_players_file_and_the_next_list(at: AppTest, h: Any,
                                                     downloads: dict[str, Any]) -> None:
    """The ZIP list: Carlsen 2823 K 10, Anand 2750 K 10 (not the file's 2800 / 2700), title
    and inactive flag shown; the next list has Carlsen at 2823 + 4 = 2827 (diff 73 -> 0.60)."""
    upload(at, h, "games.csv", GAMES.encode())
    upload(at, h, "players_list.zip", zipped(combined(CARLSEN, ANAND)),
           key="upload_players_file", open_page=False)
    assert not at.exception
    table = frame(at, "upload_table").set_index("Player")
    assert table.loc["Magnus", ["Rating", "K"]].tolist() == [2823, 10]
    assert table.loc["Vishy", ["Rating", "Title", "Inactive"]].tolist() == \
        [2750, "GM", "inactive"]
    sentences = " ".join(h.plain(m.value) for m in at.markdown)
    assert ("FIDE rating list: 2 of the 3 players of the games found by FIDE ID. No FIDE ID: "
            "Zed. They are rated from the games file's ratings.") in sentences
    made = downloads["Download the next rating list (players CSV)"]()
    lines = made.decode().splitlines()
    assert lines[0].startswith("player,")
    header = lines[0].split(",")
    magnus = dict(zip(header, next(line for line in lines if line.startswith("Magnus,")).split(","),
                      strict=True))
    assert (magnus["rating"], magnus["fide_id"], magnus["title"]) == ("2827", "1503014", "GM")
