"""What pyproject.toml cannot say: the compiled search core, and the data a wheel carries.

* The compiled search core (schnapsen_qt/ai/_core.c), built by ``pip install``. It is optional:
  where no C compiler is found the build goes on without it and the game uses its Python search
  (schnapsen_qt/ai/core.py says which one is in use).
* The card art (``resources/``: cards, backs, table, icons) and the translations
  (``translations/*.ts``) live at the top of the repository, beside the package, where a
  checkout finds them. A built package carries copies inside itself, as
  ``schnapsen_qt/resources/`` and ``schnapsen_qt/locale/*.ts``, where
  :func:`schnapsen_qt.cards.decks.resources_dir` and :mod:`schnapsen_qt.i18n` look next.
"""

import shutil
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
#: Optimisation and warnings per compiler family (the C code is clean at -Wall).
FLAGS = {"msvc": ["/O2", "/W3"], "unix": ["-O2", "-Wall"], "mingw32": ["-O2", "-Wall"]}
#: The parts of resources/ the game reads (resources/tools only builds the art).
RESOURCES = ("cards", "table", "icons", "desktop", "LICENSE.md")


class BuildExt(build_ext):
    def build_extensions(self) -> None:
        flags = FLAGS.get(self.compiler.compiler_type, [])
        for ext in self.extensions:
            ext.extra_compile_args = [*flags, *ext.extra_compile_args]
        super().build_extensions()


class BuildPy(build_py):
    """The package, plus the art and the translations copied into it."""

    def run(self) -> None:
        super().run()
        if self.editable_mode:  # pip install -e: the checkout's own folders are used
            return
        package = Path(self.build_lib) / "schnapsen_qt"
        for name in RESOURCES:
            source = ROOT / "resources" / name
            target = package / "resources" / name
            if source.is_dir():
                shutil.copytree(source, target, dirs_exist_ok=True)
            elif source.is_file():
                target.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, target)
        locale = package / "locale"
        locale.mkdir(parents=True, exist_ok=True)
        for ts in sorted((ROOT / "translations").glob("schnapsen_qt_*.ts")):
            shutil.copy2(ts, locale / ts.name)


setup(
    ext_modules=[Extension("schnapsen_qt.ai._core", ["schnapsen_qt/ai/_core.c"],
                           depends=["schnapsen_qt/ai/_core_playout.c",
                                    "schnapsen_qt/ai/_core_nested.c"], optional=True)],
    cmdclass={"build_ext": BuildExt, "build_py": BuildPy},
)
