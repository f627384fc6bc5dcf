"""Phone numbers to E.164, fast for the shapes CRM exports are made of.

`phonenumbers` is exact but costs tens of microseconds a number, far too slow for a
million rows. So a vectorized polars pass handles the common shapes first: `+1` numbers
and, for a North American default region, ten-digit national numbers with or without the
trunk `1`, in any mix of spaces, dots, dashes, slashes and parentheses. Those are checked
against the North American numbering plan's shape (area code and exchange start with 2-9).
Whatever is left goes to `phonenumbers`, once per distinct value, and must be a valid
number there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import polars as pl

_SEPARATORS = r"[\s().\-/]"
_NANP_PLUS = r"^\+1[2-9]\d{2}[2-9]\d{6}$"
_NANP_NATIONAL = r"^1?[2-9]\d{2}[2-9]\d{6}$"
_CACHE_LIMIT = 200_000


def known_region(region: str) -> bool:
    import phonenumbers

    return region.upper() in phonenumbers.SUPPORTED_REGIONS


class PhoneNormalizer:
    """Normalizes batches for one default region, remembering the slow-path answers."""

    def __init__(self, region: str) -> None:
        import phonenumbers

        self.region = region.upper()
        self._nanp = phonenumbers.country_code_for_region(self.region) == 1
        self._cache: dict[str, str | None] = {}
        self.fast = 0
        self.slow = 0

    def normalize(self, raw: pl.Series) -> pl.Series:
        """E.164 for each value; null where the value is empty or not a valid number."""
        import polars as pl

        compact = pl.col("compact")
        national = compact.str.contains(_NANP_NATIONAL) & pl.lit(self._nanp)
        fast = (
            pl.when(compact.str.contains(_NANP_PLUS))
            .then(compact)
            .when(national)
            .then(pl.lit("+1") + compact.str.slice(-10))
        )
        frame = (
            pl.DataFrame({"raw": raw})
            .with_columns(pl.col("raw").str.strip_chars())
            .with_columns(compact=pl.col("raw").str.replace_all(_SEPARATORS, ""))
            .with_columns(fast=fast.otherwise(None))
        )
        leftover = frame.filter(pl.col("fast").is_null() & (pl.col("raw").str.len_chars() > 0))
        self.fast += frame.height - frame.get_column("raw").null_count() - leftover.height
        uniques = leftover.get_column("raw").unique().to_list()
        if not uniques:
            return frame.get_column("fast").alias(raw.name)
        self.slow += len(uniques)
        mapped = self._slow(uniques)
        lookup = pl.DataFrame(
            {"raw": list(mapped), "slow": list(mapped.values())},
            schema={"raw": pl.String, "slow": pl.String},
        )
        joined = frame.join(lookup, on="raw", how="left", maintain_order="left")
        return joined.select(pl.coalesce("fast", "slow")).to_series().alias(raw.name)

    def _slow(self, values: list[str]) -> dict[str, str | None]:
        import phonenumbers

        if len(self._cache) > _CACHE_LIMIT:
            self._cache.clear()
        out: dict[str, str | None] = {}
        for value in values:
            if value in self._cache:
                out[value] = self._cache[value]
                continue
            try:
                number = phonenumbers.parse(value, self.region)
            except phonenumbers.NumberParseException:
                result = None
            else:
                result = (
                    phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)
                    if phonenumbers.is_valid_number(number)
                    else None
                )
            self._cache[value] = out[value] = result
        return out
