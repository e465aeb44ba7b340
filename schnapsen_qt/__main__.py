"""``python -m schnapsen_qt``: the same as the ``schnapsen-qt`` command."""

import sys

from schnapsen_qt.cli import main

if __name__ == "__main__":
    sys.exit(main())
