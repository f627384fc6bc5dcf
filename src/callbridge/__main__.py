"""`python -m callbridge` runs the same CLI as the `callbridge` and `migrate` scripts."""

from __future__ import annotations

from callbridge.cli import main

if __name__ == "__main__":
    main(prog_name="callbridge")
