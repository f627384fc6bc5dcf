from .source import SourceDialwell

__all__ = ["SourceDialwell"]
