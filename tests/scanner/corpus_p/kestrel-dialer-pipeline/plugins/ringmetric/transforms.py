"""pandas helpers shaping warehouse leads into dialer rows."""
from __future__ import annotations

import pandas as pd

E164_PATTERN = r"^\+[1-9]\d{7,14}$"


def normalise_phones(df: pd.DataFrame, column: str = "phone") -> pd.DataFrame:
    out = df.copy()
    out[column] = (
        out[column]
        .astype("string")
        .str.replace(r"[^\d+]", "", regex=True)
        .where(lambda s: s.str.startswith("+"), "+1" + out[column].astype("string").str.replace(r"\D", "", regex=True))
    )
    return out[out[column].str.match(E164_PATTERN, na=False)]


def to_contact_rows(df: pd.DataFrame) -> list[dict]:
    df = normalise_phones(df).drop_duplicates(subset=["phone"])
    df = df.rename(columns={"loan_id": "external_id"})
    return df[["phone", "first_name", "last_name", "external_id"]].fillna("").to_dict(orient="records")


def error_summary(errors: pd.DataFrame) -> pd.DataFrame:
    # errors come from our own warehouse audit table: columns status, error
    return errors.groupby(["status", "error"]).size().reset_index(name="count").sort_values("count", ascending=False)
