"""Reading a CSV export: one streaming structural pass, then polars in batches.

polars parses fast but reads UTF-8 only and cannot say which records were ragged, where a
record started, or which characters an encoding replaced. So one pass of the standard
`csv` module streams the raw bytes first: it hashes them (the file fingerprint), decodes
them with the detected codec (writing a UTF-8 copy only when the file is not UTF-8 already)
and notes blank and ragged records. polars then reads the file in batches, all columns as
text, so memory stays bounded by the batch size however large the export is.

Both parsers must agree on where records start; the pass checks that polars counts the
same records. When it does not (leading blank lines, stray carriage returns, a quote left
open), a normalized copy written by the `csv` module, one clean line per record, is read
instead: slower, never wrong.
"""

from __future__ import annotations

import codecs
import csv
import hashlib
import io
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, TextIO

from callbridge._private import open_private, private_dir
from callbridge.bulk.encoding import ReplacementCounter, detect
from callbridge.bulk.errors import SourceError

if TYPE_CHECKING:
    import _csv

    import polars as pl

DELIMITERS = (",", ";", "\t", "|")
RESERVED = ("_row", "_file", "_contact_id", "_created", "_stage", "_code", "_error", "_request_id")
ROW = "_row"
_SAMPLE_BYTES = 1 << 16
_FIELD_LIMIT = (1 << 31) - 1
_UTF8_CODECS = ("utf-8", "utf-8-sig")


@dataclass(frozen=True)
class Ragged:
    """A record whose width differs from the header's; it is reported, never sent."""

    line: int
    fields: int


@dataclass(frozen=True)
class Source:
    """A CSV export after the structural pass.

    `columns` are the cleaned header names; `records` counts every record after the header,
    blank ones included, so a record's `_row` is its position there (for a file without
    line breaks inside fields, `_row + 1` is its line number).
    """

    path: Path
    data: Path
    fingerprint: str
    encoding: str
    bom: bool
    replaced_chars: int
    delimiter: str
    columns: tuple[str, ...]
    records: int
    blank_rows: frozenset[int]
    ragged: dict[int, Ragged] = field(default_factory=dict)
    normalized: bool = False

    @property
    def data_columns(self) -> tuple[str, ...]:
        """Positional names of the data columns as polars reads them."""
        return tuple(f"c{i}" for i in range(len(self.columns)))


class _HashingReader(io.RawIOBase):
    """Feeds every byte read through a digest, so fingerprinting costs no extra pass."""

    def __init__(self, raw: io.RawIOBase) -> None:
        self._raw = raw
        self.digest = hashlib.sha256()

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        count = self._raw.readinto(buffer) or 0
        if count:
            self.digest.update(buffer[:count])
        return count


def sniff_delimiter(text: str) -> str:
    """The candidate delimiter that splits the sample's records most consistently.

    Each candidate parses the sample (quotes honoured); its score is the number of records
    whose width equals the header's, for a header of two or more fields. A file with one
    column scores zero everywhere and falls back to a comma.
    """
    lines = text.splitlines(keepends=True)
    if len(lines) > 1 and not text.endswith(("\n", "\r")):
        lines = lines[:-1]  # the sample may cut the last record short
    sample = "".join(lines[:200])
    best, best_score = ",", 0
    for candidate in DELIMITERS:
        try:
            records = [r for r in csv.reader(io.StringIO(sample), delimiter=candidate) if r]
        except csv.Error:  # not parseable this way; the full pass reports what is wrong
            continue
        if not records or len(records[0]) < 2:
            continue
        width = len(records[0])
        score = sum(1 for r in records if len(r) == width)
        if score > best_score:
            best, best_score = candidate, score
    return best


def clean_columns(raw: list[str]) -> tuple[str, ...]:
    """Header names trimmed, never empty and unique (`name_2`), never a result column."""
    taken: set[str] = set(RESERVED)
    next_suffix: dict[str, int] = {}  # per base, where to resume: linear in the header width
    out: list[str] = []
    for index, name in enumerate(raw, start=1):
        base = " ".join(name.replace("\ufeff", "").split()) or f"column_{index}"
        candidate, suffix = base, next_suffix.get(base, 2)
        while candidate in taken:
            candidate, suffix = f"{base}_{suffix}", suffix + 1
        next_suffix[base] = suffix
        taken.add(candidate)
        out.append(candidate)
    return tuple(out)


@dataclass
class _Structure:
    header: tuple[str, ...] | None = None
    header_line: int = 0
    records: int = 0
    blank: set[int] = field(default_factory=set)
    ragged: dict[int, Ragged] = field(default_factory=dict)
    lone_cr: bool = False


def _scan(reader: _csv.Reader) -> _Structure:
    """Find the header, then note every blank and every ragged record by its `_row`."""
    found = _Structure()
    width = 0
    previous_line = 0
    for fields in reader:
        line, previous_line = previous_line + 1, reader.line_num
        if found.header is None:
            if any(f.strip() for f in fields):
                found.header, found.header_line = clean_columns(fields), line
                width = len(fields)
            continue
        found.records += 1
        got = len(fields)
        if got != width:
            if got == 0 or not any(f.strip() for f in fields):
                found.blank.add(found.records)
            else:
                found.ragged[found.records] = Ragged(line, got)
        elif not (fields[0].strip() or any(f.strip() for f in fields)):
            found.blank.add(found.records)
    return found


def _tee(lines: Iterable[str], out: TextIO, structure: _Structure) -> Iterator[str]:
    """Pass lines through while writing them to the UTF-8 copy; note old-Mac line ends."""
    for line in lines:
        out.write(line)
        if "\r" in line and not line.endswith("\r\n"):
            structure.lone_cr = True
        yield line


def prepare(path: Path, workdir: Path, delimiter: str | None = None) -> Source:
    """Run the structural pass over `path`; copies, when needed, go to `workdir`."""
    if not path.is_file():
        raise SourceError(f"{path}: no such file")
    try:
        with path.open("rb") as probe:
            sample = probe.read(_SAMPLE_BYTES)
    except OSError as exc:
        raise SourceError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    if not sample.strip():
        raise SourceError(f"{path}: the file is empty")
    detected = detect(sample)
    if b"\x00" in sample and not detected.codec.startswith("utf-16"):
        raise SourceError(f"{path}: not a CSV text file (it holds binary data)")
    if delimiter is None:
        head = codecs.getincrementaldecoder(detected.codec)("replace").decode(sample)
        delimiter = sniff_delimiter(head)
    private_dir(workdir)
    transcode = detected.codec not in _UTF8_CODECS
    data = workdir / "source.utf8.csv" if transcode else path
    structure = _Structure()
    previous_limit = csv.field_size_limit(_FIELD_LIMIT)
    try:
        with path.open("rb", buffering=0) as raw, ReplacementCounter() as replaced:
            hashing = _HashingReader(raw)
            text = io.TextIOWrapper(
                io.BufferedReader(hashing, 1 << 20),
                encoding=detected.codec,
                errors=replaced.errors,
                newline="",
            )
            if transcode:
                with open_private(data, "w", encoding="utf-8", newline="") as out:
                    tee = _tee(text, out, structure)
                    structure = _merge(_scan(csv.reader(tee, delimiter=delimiter)), structure)
            else:
                structure = _scan(csv.reader(text, delimiter=delimiter))
            replaced_chars = replaced.count
    except csv.Error as exc:
        raise SourceError(f"{path}: not a readable CSV file ({exc})") from exc
    except OSError as exc:
        raise SourceError(f"{path}: cannot read ({exc.strerror or exc})") from exc
    finally:
        csv.field_size_limit(previous_limit)
    if structure.header is None:
        raise SourceError(f"{path}: the file has no header row")
    source = Source(
        path=path,
        data=data,
        fingerprint=hashing.digest.hexdigest(),
        encoding=detected.label,
        bom=detected.bom,
        replaced_chars=replaced_chars,
        delimiter=delimiter,
        columns=structure.header,
        records=structure.records,
        blank_rows=frozenset(structure.blank),
        ragged=structure.ragged,
    )
    if structure.header_line == 1 and not structure.lone_cr and _polars_agrees(source):
        return source
    return _normalized(source, workdir, detected.codec)


def _merge(scanned: _Structure, teed: _Structure) -> _Structure:
    scanned.lone_cr = teed.lone_cr
    return scanned


def _scan_frame(source: Source, data: Path, separator: str) -> pl.LazyFrame:
    import polars as pl

    schema = {name: pl.String() for name in source.data_columns}
    return pl.scan_csv(
        data,
        has_header=False,
        skip_rows=1,
        separator=separator,
        schema=schema,
        truncate_ragged_lines=True,
        quote_char='"',
    )


def _polars_agrees(source: Source) -> bool:
    import polars as pl

    try:
        frame = _scan_frame(source, source.data, source.delimiter).select(pl.len())
        return bool(frame.collect().item() == source.records)
    except pl.exceptions.PolarsError:
        return False


def _normalized(source: Source, workdir: Path, codec: str) -> Source:
    """Rewrite the records one per line, padded to the header's width, for polars."""
    copy = workdir / "source.normalized.csv"
    width = len(source.columns)
    previous_limit = csv.field_size_limit(_FIELD_LIMIT)
    try:
        with (
            source.path.open(encoding=codec, errors="replace", newline="") as text,
            open_private(copy, "w", encoding="utf-8", newline="") as out,
        ):
            writer = csv.writer(out, lineterminator="\n")
            header_seen = False
            for fields in csv.reader(text, delimiter=source.delimiter):
                if not header_seen:
                    header_seen = any(f.strip() for f in fields)
                    if header_seen:
                        writer.writerow(source.data_columns)
                    continue
                got = len(fields)
                if got != width:
                    fields = fields[:width] if got > width else fields + [""] * (width - got)
                writer.writerow(fields)
    finally:
        csv.field_size_limit(previous_limit)
    return Source(
        path=source.path,
        data=copy,
        fingerprint=source.fingerprint,
        encoding=source.encoding,
        bom=source.bom,
        replaced_chars=source.replaced_chars,
        delimiter=",",
        columns=source.columns,
        records=source.records,
        blank_rows=source.blank_rows,
        ragged=source.ragged,
        normalized=True,
    )


def read_batches(source: Source, batch_rows: int) -> Iterator[pl.DataFrame]:
    """The records in order, in batches of about `batch_rows`: `_row` then text columns.

    Blank records are left out; ragged ones are kept (cut or padded to the header's width)
    so they can be reported with their values.
    """
    import polars as pl

    frame = _scan_frame(source, source.data, source.delimiter).with_row_index(ROW, offset=1)
    frame = frame.with_columns(pl.col(ROW).cast(pl.Int64))
    if source.blank_rows:
        frame = frame.filter(~pl.col(ROW).is_in(sorted(source.blank_rows)))
    yield from frame.collect_batches(chunk_size=batch_rows)
