"""Ledger keys and the concurrency controller: the rules a rerun and a busy service rely on."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from callbridge.bulk.ledger import UPSERT, Ledger, Previous, membership_op
from callbridge.bulk.pacing import AdaptiveConcurrency, backoff

KEY = re.compile(r"^[A-Za-z0-9._:-]{1,200}$")  # the spec's Idempotency-Key pattern


@pytest.fixture
def ledger(tmp_path: Path) -> Ledger:
    return Ledger(tmp_path / "ledger.sqlite")


def test_keys_fit_the_spec_pattern_even_for_odd_external_ids(ledger: Ledger) -> None:
    for external_id in ("a b/ç", "x" * 200, "ünïcode 🙂", "id,with;delims"):
        op = ledger.next_op(None, "ws", external_id, UPSERT, "f" * 64)
        assert KEY.match(op.idempotency_key), op.idempotency_key


def test_an_unfinished_attempt_is_resent_with_the_same_key(ledger: Ledger) -> None:
    first = ledger.next_op(None, "ws", "e1", UPSERT, "a" * 64)
    for state in ("pending", "in_flight", "failed"):
        again = ledger.next_op(
            Previous("a" * 64, first.generation, state), "ws", "e1", UPSERT, "a" * 64
        )
        assert again.idempotency_key == first.idempotency_key


def test_a_changed_payload_never_reuses_a_key_even_when_it_changes_back(ledger: Ledger) -> None:
    a1 = ledger.next_op(None, "ws", "e1", UPSERT, "a" * 64)
    b = ledger.next_op(Previous("a" * 64, a1.generation, "done"), "ws", "e1", UPSERT, "b" * 64)
    a2 = ledger.next_op(Previous("b" * 64, b.generation, "done"), "ws", "e1", UPSERT, "a" * 64)
    keys = {a1.idempotency_key, b.idempotency_key, a2.idempotency_key}
    assert len(keys) == 3


def test_resending_a_finished_op_gets_a_new_key(ledger: Ledger) -> None:
    done = ledger.next_op(None, "ws", "e1", membership_op(7), "m" * 64)
    again = ledger.next_op(Previous("m" * 64, 1, "done"), "ws", "e1", membership_op(7), "m" * 64)
    assert again.idempotency_key != done.idempotency_key
    assert done.idempotency_key.endswith(".m") and again.generation == 2


def test_a_new_ledger_has_new_keys_and_a_reopened_one_the_same(tmp_path: Path) -> None:
    first = Ledger(tmp_path / "a" / "ledger.sqlite")
    key = first.next_op(None, "ws", "e1", UPSERT, "a" * 64).idempotency_key
    first.close()
    reopened = Ledger(tmp_path / "a" / "ledger.sqlite")
    other = Ledger(tmp_path / "b" / "ledger.sqlite")
    assert reopened.next_op(None, "ws", "e1", UPSERT, "a" * 64).idempotency_key == key
    assert other.next_op(None, "ws", "e1", UPSERT, "a" * 64).idempotency_key != key


def test_saved_ops_are_read_back_per_workspace(ledger: Ledger) -> None:
    op = ledger.next_op(None, "ws1", "e1", UPSERT, "a" * 64)
    op.state, op.done_hash, op.contact_id, op.created = "done", "a" * 64, 42, True
    ledger.save([op])
    frame = ledger.frame("ws1", UPSERT)
    assert frame.select("externalId", "state", "contact_id", "created").rows() == [
        ("e1", "done", 42, True)
    ]
    assert ledger.frame("ws2", UPSERT).is_empty()


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_a_429_pauses_for_retry_after_and_halves_once_per_burst() -> None:
    clock = Clock()
    pacer = AdaptiveConcurrency(maximum=16, clock=clock)
    for _ in range(5):  # one burst answered 429 five times
        pacer.on_rate_limited(3)
    assert pacer.slots == 8
    assert pacer.wait() == pytest.approx(3.0)
    clock.now += 3
    assert pacer.wait() == 0
    pacer.on_rate_limited(None)  # a new pause; no Retry-After means one second
    assert (pacer.slots, pacer.wait()) == (4, pytest.approx(1.0))


def test_it_slows_down_when_the_window_runs_low_and_grows_back_slowly() -> None:
    pacer = AdaptiveConcurrency(maximum=16, clock=Clock())
    pacer.on_success(remaining=50, window=100)
    assert pacer.slots == 16
    pacer.on_success(remaining=9, window=100)  # under a tenth of the window
    assert pacer.slots == 8
    pacer.on_success(remaining=5, window=100)
    pacer.on_success(remaining=2, window=100)
    pacer.on_success(remaining=0, window=100)
    assert pacer.slots == 1
    grown = []
    for _ in range(30):  # the window reset: plenty left
        pacer.on_success(remaining=90, window=100)
        grown.append(pacer.slots)
    assert grown[0] == 2 and grown[-1] < 16  # additive growth, not a jump back
    assert grown == sorted(grown)


def test_transient_failures_shrink_by_a_quarter_but_never_below_the_minimum() -> None:
    pacer = AdaptiveConcurrency(maximum=8, clock=Clock())
    pacer.on_transient()
    assert pacer.slots == 6
    for _ in range(20):
        pacer.on_transient()
    assert pacer.slots == 1


def test_backoff_is_exponential_capped_and_jittered() -> None:
    low = [backoff(n, rand=lambda: 0.0) for n in range(1, 10)]
    high = [backoff(n, rand=lambda: 1.0) for n in range(1, 10)]
    assert high[:4] == pytest.approx([0.2, 0.4, 0.8, 1.6])
    assert low[:2] == pytest.approx([0.1, 0.2])
    assert max(high) == 10.0
