"""Entry point for `python -m elo_core`."""

import sys

from elo_core.cli import main

sys.exit(main())
