"""The notebooks in docs/notebooks: stored without outputs, and each runs top to bottom on the
bundled examples in a fresh kernel (any error in a cell fails the test), every figure titled."""

from __future__ import annotations

import os
from pathlib import Path

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = sorted((ROOT / "docs" / "notebooks").glob("*.ipynb"))
PLOTLY = "application/vnd.plotly.v1+json"


def test_the_two_notebooks_are_there() -> None:
    """An arbiter's and a researcher's."""
    assert [path.name for path in NOTEBOOKS] == ["arbiter.ipynb", "researcher.ipynb"]


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.stem)
def test_stored_without_outputs(path: Path) -> None:
    """No code cell keeps an output or an execution count (a valid nbformat 4 file)."""
    notebook = nbformat.read(path, as_version=4)
    nbformat.validate(notebook)
    kept = [cell.id for cell in notebook.cells
            if cell.cell_type == "code" and (cell.outputs or cell.execution_count is not None)]
    assert kept == []


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.stem)
def test_runs_top_to_bottom_and_every_figure_has_a_title(path: Path) -> None:
    """Every code cell runs, in order, without an error (this checkout's elo_core imported,
    from the project root); each plotly figure shown has a title."""
    notebook = nbformat.read(path, as_version=4)
    client = NotebookClient(notebook, timeout=600, startup_timeout=120, kernel_name="python3",
                            resources={"metadata": {"path": str(ROOT)}})
    client.execute(env={**os.environ, "PYTHONPATH": str(ROOT)})
    code = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert [cell.execution_count for cell in code] == list(range(1, len(code) + 1))
    untitled = [cell.id for cell in code for output in cell.outputs
                if PLOTLY in output.get("data", {})
                and not output["data"][PLOTLY]["layout"].get("title", {}).get("text")]
    assert untitled == []
