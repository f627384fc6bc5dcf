"""Talkvane dialer housekeeping scripts (Northwind Harbor integrations)."""

__version__ = "0.7.2"
