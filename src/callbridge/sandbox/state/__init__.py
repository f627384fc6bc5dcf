"""What one sandbox instance holds besides its records: the clock, settings, fault rules,
rate-limit windows and the in-flight idempotency keys."""
