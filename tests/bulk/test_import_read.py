"""Reading messy CSV exports: encodings, delimiters, quoting, blank and ragged rows."""

from __future__ import annotations

import codecs
from pathlib import Path

import pytest
from bulk_helpers import plan_of, rows_of, write

from callbridge.bulk import ImportUsageError, SourceError
from callbridge.bulk.read import prepare, read_batches


def test_utf8_bom_crlf_quoted_newline_and_text_only_columns(tmp_path: Path) -> None:
    file = write(
        tmp_path / "bom.csv",
        "\ufeffExternal ID,First Name,Last Name,Phone,Zip\r\n"
        '0042,Zoë,"O\'Brien\r\nJr.",(415) 555-2671,02134\r\n'
        "0049,Ann,Lee,0049 30 1234567,00501\r\n",
    )
    plan = plan_of(tmp_path, file)
    assert plan.source.encoding == "utf-8" and plan.source.bom
    assert plan.source.columns == ("External ID", "First Name", "Last Name", "Phone", "Zip")
    assert rows_of(plan) == [
        {
            "_row": 1,
            "externalId": "0042",
            "payload": {
                "externalId": "0042",
                "phoneNumber": "+14155552671",
                "firstName": "Zoë",
                "lastName": "O'Brien\r\nJr.",
            },
            "code": None,
            "error": None,
            "action": "upsert",
        },
        {
            "_row": 2,
            "externalId": "0049",
            "payload": None,
            "code": "invalid_phone",
            "error": "phoneNumber 0049 30 1234567 is not a valid number for region US",
            "action": "invalid",
        },
    ]
    batch = next(read_batches(plan.source, 10))
    assert batch.get_column("c4").to_list() == ["02134", "00501"]  # never a number


def test_cp1252_semicolons_and_a_replaced_byte(tmp_path: Path) -> None:
    data = "id;firstname;lastname\r\nk1;Jürgen;Müller\r\nk2;Zoë;Ça\r\n".encode("cp1252")
    file = write(tmp_path / "latin.csv", data + b"k3;Ren\x81;X\r\n")
    plan = plan_of(tmp_path, file)
    source = plan.source
    assert (source.encoding, source.delimiter, source.replaced_chars) == ("cp1252", ";", 1)
    payloads = [r["payload"] for r in rows_of(plan)]
    assert payloads == [
        {"externalId": "k1", "firstName": "Jürgen", "lastName": "Müller"},
        {"externalId": "k2", "firstName": "Zoë", "lastName": "Ça"},
        {"externalId": "k3", "firstName": "Ren\ufffd", "lastName": "X"},
    ]


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-be"])
def test_utf16_with_bom_and_tabs(tmp_path: Path, codec: str) -> None:
    text = "External Id\tMobile\tEmail\nα-1\t+44 20 7946 0958\tα@example.com\n"
    data = text.encode(codec)
    if codec == "utf-16-be":
        data = codecs.BOM_UTF16_BE + data
    plan = plan_of(tmp_path, write(tmp_path / "u16.csv", data))
    assert plan.source.delimiter == "\t"
    assert plan.source.encoding.startswith("utf-16") and plan.source.bom
    assert [r["payload"] for r in rows_of(plan)] == [
        {"externalId": "α-1", "phoneNumber": "+442079460958", "email": "α@example.com"}
    ]


def test_pipe_delimiter_is_sniffed(tmp_path: Path) -> None:
    file = write(tmp_path / "pipe.csv", "crm_id|phone|first_name\nP1|415.555.2671|Al, Jr\n")
    plan = plan_of(tmp_path, file)
    assert plan.source.delimiter == "|"
    assert rows_of(plan)[0]["payload"] == {
        "externalId": "P1",
        "phoneNumber": "+14155552671",
        "firstName": "Al, Jr",
    }


def test_blank_lines_are_skipped_but_keep_row_numbers(tmp_path: Path) -> None:
    file = write(tmp_path / "blank.csv", "id,first\na,A\n\n   \n,,\nb,B\n\n")
    plan = plan_of(tmp_path, file)
    assert [(r["_row"], r["externalId"]) for r in rows_of(plan)] == [(1, "a"), (5, "b")]
    assert plan.summary()["blankLines"] == 4


def test_ragged_rows_are_reported_per_row(tmp_path: Path) -> None:
    file = write(tmp_path / "ragged.csv", "id,first,last\nr1,A,B\nr2,C\nr3,D,E,F\nr4,G,H\n")
    rows = rows_of(plan_of(tmp_path, file))
    assert [(r["_row"], r["code"], r["error"]) for r in rows] == [
        (1, None, None),
        (2, "ragged_row", "line 3 has 2 fields, the header has 3"),
        (3, "ragged_row", "line 4 has 4 fields, the header has 3"),
        (4, None, None),
    ]


def test_a_huge_field_is_read_and_a_too_long_name_is_invalid(tmp_path: Path) -> None:
    notes = "x" * 300_000  # over the csv module's default field limit
    long_name = "N" * 101
    file = write(
        tmp_path / "huge.csv",
        f'id,first,notes\nh1,Ok,"{notes}"\nh2,{long_name},short\n',
    )
    plan = plan_of(tmp_path, file)
    rows = rows_of(plan)
    assert rows[0]["payload"] == {"externalId": "h1", "firstName": "Ok"}
    assert (rows[1]["code"], rows[1]["error"]) == (
        "field_too_long",
        "firstName is longer than 100 characters",
    )
    batch = next(read_batches(plan.source, 10))
    assert batch.get_column("c2").to_list() == [notes, "short"]


def test_leading_blank_lines_and_an_open_quote_fall_back_to_the_exact_reader(
    tmp_path: Path,
) -> None:
    file = write(tmp_path / "odd.csv", '\n\nid,first\nq1,"never closed\nq2,B\n')
    source = prepare(file, tmp_path / "work")
    assert source.normalized
    batches = list(read_batches(source, 10))
    assert [b.rows() for b in batches] == [[(1, "q1", "never closed\nq2,B\n")]]


def test_header_only_file_plans_nothing(tmp_path: Path) -> None:
    plan = plan_of(tmp_path, write(tmp_path / "h.csv", "id,phone\n"))
    assert plan.rows.height == 0 and plan.to_send == 0


@pytest.mark.parametrize(
    ("content", "message"),
    [(None, "no such file"), ("", "the file is empty"), ("\n\n  \n", "the file is empty")],
)
def test_unreadable_files_are_source_errors(
    tmp_path: Path, content: str | None, message: str
) -> None:
    file = tmp_path / "in.csv"
    if content is not None:
        write(file, content)
    with pytest.raises(SourceError, match=message):
        plan_of(tmp_path, file)


def test_no_external_id_column_is_a_usage_error(tmp_path: Path) -> None:
    with pytest.raises(ImportUsageError, match="no column for externalId"):
        plan_of(tmp_path, write(tmp_path / "x.csv", "name,phone\nA,1\n"))


def test_duplicate_and_empty_header_names_are_made_unique(tmp_path: Path) -> None:
    source = prepare(write(tmp_path / "d.csv", "id,name,name,,_row\n1,a,b,c,d\n"), tmp_path / "w")
    assert source.columns == ("id", "name", "name_2", "column_4", "_row_2")
