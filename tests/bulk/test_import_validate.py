"""Row rules (gap G2), duplicates, phone normalization and the column mapping."""

from __future__ import annotations

from pathlib import Path

import phonenumbers
import polars as pl
import pytest
from bulk_helpers import plan_of, rows_of, write

from callbridge.bulk import ImportUsageError
from callbridge.bulk.mapping import load_mapping_file, resolve
from callbridge.bulk.phones import PhoneNormalizer


def test_each_rule_reports_its_code_and_every_problem_of_the_row(tmp_path: Path) -> None:
    file = write(
        tmp_path / "rules.csv",
        "id,phone,email,tz,first\n"
        "v1, (212) 555-0134 ,Ann@Example.com,America/New_York,  Ann  \n"
        "v2,,,,\n"
        ",415,nope,Mars/Base,B\n"
        "bad\x01id,,,,C\n"
        "v5,,a@b@c,,D\n"
        "v6,,,Europe/Nowhere,E\n",
    )
    rows = rows_of(plan_of(tmp_path, file))
    assert rows[0]["payload"] == {
        "externalId": "v1",
        "phoneNumber": "+12125550134",
        "firstName": "Ann",
        "email": "Ann@Example.com",
        "timeZone": "America/New_York",
    }
    # empty cells: nullable fields are sent as null, the phone is left out of the body
    assert rows[1]["payload"] == {
        "externalId": "v2",
        "phoneNumber": None,
        "firstName": None,
        "email": None,
        "timeZone": None,
    }
    assert [(r["code"], r["error"]) for r in rows[2:]] == [
        (
            "missing_external_id",
            "externalId is empty; phoneNumber 415 is not a valid number for region US; "
            "email nope is not an address; timeZone Mars/Base is not an IANA zone name",
        ),
        ("invalid_external_id", "externalId contains control characters"),
        ("invalid_email", "email a@b@c is not an address"),
        ("invalid_time_zone", "timeZone Europe/Nowhere is not an IANA zone name"),
    ]


def test_the_last_row_of_an_external_id_wins(tmp_path: Path) -> None:
    file = write(
        tmp_path / "dup.csv",
        "id,first\nd1,first\nd2,only\nd1,second\nd1,third\nd3,x\nd3,\n",
    )
    plan = plan_of(tmp_path, file)
    assert [(r["_row"], r["action"], r["error"]) for r in rows_of(plan)] == [
        (1, "duplicate", "externalId repeated further down; row 4 wins"),
        (2, "upsert", None),
        (3, "duplicate", "externalId repeated further down; row 4 wins"),
        (4, "upsert", None),
        (5, "duplicate", "externalId repeated further down; row 6 wins"),
        (6, "upsert", None),
    ]
    assert plan.summary()["duplicates"] == 3
    assert plan.to_send == 3


def test_an_invalid_last_row_is_not_replaced_by_an_older_valid_one(tmp_path: Path) -> None:
    plan = plan_of(tmp_path, write(tmp_path / "d.csv", "id,phone\nz1,4155552671\nz1,12\n"))
    assert [(r["action"], r["code"]) for r in rows_of(plan)] == [
        ("duplicate", "duplicate_external_id"),
        ("invalid", "invalid_phone"),
    ]
    assert plan.to_send == 0


@pytest.mark.parametrize(
    ("region", "raw", "expected"),
    [
        ("US", "(415) 555-2671", "+14155552671"),
        ("US", "415.555.2671", "+14155552671"),
        ("US", "1 415 555 2671", "+14155552671"),
        ("US", "+1-415-555-2671", "+14155552671"),
        ("US", "+44 20 7946 0958", "+442079460958"),
        ("US", "011 44 20 7946 0958", "+442079460958"),
        ("US", "415 555 2671 ext. 12", "+14155552671"),
        ("US", "123 456 7890", None),
        ("US", "555-2671", None),
        ("US", "call me", None),
        ("DE", "030 1234567", "+49301234567"),
        ("DE", "0049 30 1234567", "+49301234567"),
        ("DE", "+1 415 555 2671", "+14155552671"),
        ("DE", "12", None),
        ("GB", "020 7946 0958", "+442079460958"),
    ],
)
def test_phone_normalization(region: str, raw: str, expected: str | None) -> None:
    normalizer = PhoneNormalizer(region)
    assert normalizer.normalize(pl.Series([raw])).to_list() == [expected]


def test_the_fast_path_agrees_with_phonenumbers_on_real_area_codes() -> None:
    raws = [
        f"({area}) {exchange}-01{n:02d}"
        for area in (212, 415, 617, 305, 416)
        for exchange in (234, 555, 867)
        for n in range(0, 100, 17)
    ]
    normalizer = PhoneNormalizer("US")
    fast = normalizer.normalize(pl.Series(raws)).to_list()
    assert normalizer.slow == 0  # every one took the vectorized path
    exact = [
        phonenumbers.format_number(phonenumbers.parse(r, "US"), phonenumbers.PhoneNumberFormat.E164)
        for r in raws
    ]
    assert fast == exact


def test_phonenumbers_sees_each_distinct_leftover_once() -> None:
    normalizer = PhoneNormalizer("US")
    values = ["+44 20 7946 0958"] * 5 + ["+49 30 1234567"] * 3 + ["(415) 555-2671"] * 4 + [None]
    out = normalizer.normalize(pl.Series(values, dtype=pl.String)).to_list()
    assert out == ["+442079460958"] * 5 + ["+49301234567"] * 3 + ["+14155552671"] * 4 + [None]
    assert (normalizer.fast, normalizer.slow) == (4, 2)


def test_header_matching_ignores_case_spaces_and_punctuation() -> None:
    mapping = resolve(("Record-ID", "E-Mail Address", "Mobile Phone", "Given Name", "TZ", "Notes"))
    assert mapping.columns == {
        "externalId": "Record-ID",
        "phoneNumber": "Mobile Phone",
        "firstName": "Given Name",
        "email": "E-Mail Address",
        "timeZone": "TZ",
    }
    assert set(mapping.origins.values()) == {"header match"}


def test_flags_beat_the_mapping_file_which_beats_header_matching(tmp_path: Path) -> None:
    mapping_file = write(
        tmp_path / "map.yaml", "columns:\n  externalId: Account\n  phone_number: Work\n"
    )
    given = load_mapping_file(mapping_file)
    assert given == {"externalId": "Account", "phoneNumber": "Work"}
    mapping = resolve(("id", "Account", "Work", "phone", "Legacy"), given, {"externalId": "legacy"})
    assert mapping.columns["externalId"] == "Legacy"
    assert mapping.origins["externalId"] == "flag"
    assert (mapping.columns["phoneNumber"], mapping.origins["phoneNumber"]) == (
        "Work",
        "mapping file",
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("nickname: Nick\n", "unknown contact field 'nickname'"),
        ("- a\n- b\n", "expected `field: column` pairs"),
        ("externalId: [a, b]\n", "must be a name"),
        ("externalId: : :\n", "not valid YAML"),
    ],
)
def test_bad_mapping_files_are_usage_errors(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ImportUsageError, match=message):
        load_mapping_file(write(tmp_path / "m.yaml", text))


def test_a_mapped_column_missing_from_the_file_is_a_usage_error() -> None:
    with pytest.raises(ImportUsageError, match=r"column 'CRM' .* is not in the file"):
        resolve(("id", "phone"), None, {"externalId": "CRM"})
