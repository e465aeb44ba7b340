"""Entry script of the PyInstaller bundle: the same as the ``schnapsen-qt`` console script."""

import multiprocessing
import sys

if __name__ == "__main__":
    # A frozen program re-executes itself for multiprocessing workers (the AI arena may use
    # them); freeze_support() lets such a child run its task instead of opening another window.
    multiprocessing.freeze_support()

    from schnapsen_qt.cli import main

    sys.exit(main())
