"""``python -m mechgen`` runs the command line interface."""

import sys

from mechgen.cli import main

sys.exit(main())
