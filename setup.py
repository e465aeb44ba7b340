"""The compiled search core (schnapsen_qt/ai/_core.c), built by ``pip install``.

Everything else about the package is in pyproject.toml. The extension is optional: where no C
compiler is found the build goes on without it and the game uses its Python search
(schnapsen_qt/ai/core.py says which one is in use).
"""

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

#: Optimisation and warnings per compiler family (the C code is clean at -Wall).
FLAGS = {"msvc": ["/O2", "/W3"], "unix": ["-O2", "-Wall"], "mingw32": ["-O2", "-Wall"]}


class BuildExt(build_ext):
    def build_extensions(self) -> None:
        flags = FLAGS.get(self.compiler.compiler_type, [])
        for ext in self.extensions:
            ext.extra_compile_args = [*flags, *ext.extra_compile_args]
        super().build_extensions()


setup(
    ext_modules=[Extension("schnapsen_qt.ai._core", ["schnapsen_qt/ai/_core.c"], optional=True)],
    cmdclass={"build_ext": BuildExt},
)
