"""Schnapsen Qt: the Austrian two-hander against the computer.

Packages: ``engine`` (rules, pure Python), ``ai`` (computer opponent, pure Python),
and the Qt side (``app``, the controller, the scene and the dialogs).
"""

__version__ = "0.1.0"
