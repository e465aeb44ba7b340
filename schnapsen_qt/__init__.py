"""Schnapsen Qt: the Austrian two-hander against the computer.

Packages: ``engine`` (rules, pure Python), ``ai`` (computer opponent, pure Python),
and the Qt side (``app``, the controller, the scene and the dialogs).
"""

#: The one version number: pyproject.toml, --version, the About box, the bundles and the
#: Debian package read it; a release is tagged v<__version__> (the release workflow checks).
__version__ = "0.2.0"
