"""dialer-sync: Quillfield <-> Ringlane list synchronisation service."""

__version__ = "0.14.2"
