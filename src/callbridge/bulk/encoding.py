"""Which text encoding a CRM export uses, decided from its first bytes.

CRM exports arrive as UTF-8 (with or without a byte-order mark), as Windows "ANSI" (cp1252,
a superset of latin-1 in the printable range) from older tools and Excel, or as UTF-16 from
Excel's "Unicode text". The decision is made once from a sample so the whole file can then
be decoded as a stream; bytes the chosen codec cannot decode become U+FFFD and are counted,
so the user learns that characters were lost instead of finding out in the CRM later.
"""

from __future__ import annotations

import codecs
from contextvars import ContextVar
from dataclasses import dataclass

_HANDLER = "callbridge.bulk.count-replacements"
_replaced: ContextVar[list[int] | None] = ContextVar("callbridge_bulk_replaced", default=None)


def _replace_and_count(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeDecodeError):
        raise error
    width = error.end - error.start
    box = _replaced.get()
    if box is not None:
        box[0] += width
    return "\ufffd" * width, error.end


codecs.register_error(_HANDLER, _replace_and_count)


class ReplacementCounter:
    """Counts the characters replaced while decoding inside a `with` block."""

    def __init__(self) -> None:
        self._box = [0]
        self._token: object | None = None

    @property
    def errors(self) -> str:
        """The codec error-handler name to decode with."""
        return _HANDLER

    @property
    def count(self) -> int:
        return self._box[0]

    def __enter__(self) -> ReplacementCounter:
        self._token = _replaced.set(self._box)
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._token is not None
        _replaced.reset(self._token)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Detected:
    """The codec to decode with; `label` is what the plan shows the user."""

    codec: str
    label: str
    bom: bool


def detect(sample: bytes) -> Detected:
    """Choose a codec from the first bytes of a file (a sample of 64 KiB or more is enough).

    A byte-order mark settles it. Without one, a sample full of NUL bytes in every other
    position is UTF-16; a sample that is valid UTF-8 (allowing a sequence cut at its end) is
    UTF-8; anything else is cp1252, whose five undefined bytes are the only ones replaced.
    """
    if sample.startswith(codecs.BOM_UTF8):
        return Detected("utf-8-sig", "utf-8", bom=True)
    if sample.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        label = "utf-16-le" if sample.startswith(codecs.BOM_UTF16_LE) else "utf-16-be"
        return Detected("utf-16", label, bom=True)
    pairs = sample[: len(sample) - len(sample) % 2]
    if len(pairs) >= 4:
        even_nuls = pairs[0::2].count(0)
        odd_nuls = pairs[1::2].count(0)
        half = len(pairs) // 2
        if odd_nuls > half * 0.6 and even_nuls < half * 0.1:
            return Detected("utf-16-le", "utf-16-le", bom=False)
        if even_nuls > half * 0.6 and odd_nuls < half * 0.1:
            return Detected("utf-16-be", "utf-16-be", bom=False)
    try:
        codecs.getincrementaldecoder("utf-8")("strict").decode(sample, final=False)
    except UnicodeDecodeError:
        return Detected("cp1252", "cp1252", bom=False)
    return Detected("utf-8", "utf-8", bom=False)
