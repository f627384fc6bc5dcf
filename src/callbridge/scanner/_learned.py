"""What a file cannot decide alone, decided with what the whole scan learned.

A header constant in a constants module, an error type in a file of its own, a version
setting that only a template elsewhere turns into a URL: each file's analysis keeps these
aside (`FileAnalysis.constants`, `.undecided`, `.assignments`). Once every file is read, the
scan knows the service's brand and product names (from its hosts), the other vendors', the
names that files talking to the service use, and the names base-path templates fill in;
`Learned.decided` then says which of a file's held-back findings are the service's.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from callbridge.scanner._languages import DATA_LANGUAGES

if TYPE_CHECKING:
    from callbridge.scanner._filescan import FileOutcome
    from callbridge.scanner._matcher import FileAnalysis, RawFinding, VersionAssignment

# A bare `version` joins a template only in its own file: across files it is anyone's
# (`version: v1` labels a Kubernetes deployment).
GENERIC_VERSION_NAMES = frozenset({"version", "ver"})
# names every package declares (Go's `Client`, `Error`): a use of one in another package
# says nothing of which client it is
GENERIC_TYPE_NAMES = frozenset(
    {"Client", "Error", "Config", "Options", "Settings", "Service", "Handler", "Request"}
    | {"Response", "Session", "API", "Api"}
)


@dataclass
class Learned:
    """What the scan learned across files."""

    # names other files' base-path templates use, with those files' languages: a template
    # using a name its own file sets to v1 means that variable (`const apiVersion = "v1"`
    # in Go), not another file's namesake; code feeds only templates in its own language,
    # configuration (.env, YAML, INI, ...) any
    template_names: dict[str, set[str]] = field(default_factory=dict)
    # names used by files that talk to the service: name -> how many such files use it
    service_uses: Counter[str] = field(default_factory=Counter)
    service_words: set[str] = field(default_factory=set)  # of the service's hosts
    other_words: set[str] = field(default_factory=set)  # of other hosts
    api_hosts: set[str] = field(default_factory=set)  # other APIs' hosts (`FileAnalysis`)
    products: frozenset[str] = frozenset()  # the service's product names (`product_words`)
    brands: frozenset[str] = frozenset()  # its brand (`brand_words`)
    vendors: frozenset[str] = frozenset()  # other vendors' names (`other_brands`)
    api_vendors: frozenset[str] = frozenset()  # those with an API host of their own
    helpers: set[str] = field(default_factory=set)  # files read beside the client
    vendor_re: re.Pattern[str] | None = None  # names made of another vendor's

    @classmethod
    def gather(cls, outcomes: list[FileOutcome]) -> Learned:
        learned = cls()
        for outcome in outcomes:
            analysis = outcome[5]
            if analysis is None:
                continue
            learned.service_words |= analysis.service_words
            learned.other_words |= analysis.other_words
            learned.api_hosts |= analysis.api_hosts
            learned.service_uses.update(used_names(analysis))
            own = {name for a in analysis.assignments for name in a.names}
            for name in analysis.template_names - own - GENERIC_VERSION_NAMES:
                learned.template_names.setdefault(name, set()).add(analysis.language)
        return learned

    def name_the_parties(self, root: Path, outcomes: list[FileOutcome]) -> None:
        """The service's product names and brand, and other vendors', from the hosts seen.

        A word of the scanned tree's own name is the project's name (a clone of
        `acme-dialer` whose docs link a newsletter at `news.acme.com/api/public`), not the
        service's; nor, with the names of its top folders (`acme-web`, `acme-infra`), is it
        another vendor's."""
        if not self.service_words:
            return
        from callbridge.scanner._names import (
            brand_words,
            other_brands,
            product_words,
            registered_names,
        )

        own = own_words(root)
        self.products = product_words(self.service_words, self.other_words) - own
        self.brands = brand_words(self.service_words, self.other_words) - own
        tops = top_words(outcomes)
        self.vendors = other_brands(self.service_words, self.other_words) - own - tops
        # the names of other APIs' own `api.` hosts: vendors whose clients the company
        # keeps in folders of their names (not its own name, `fabrikam` in
        # `fabrikam.crm.dynamics.com`, nor the service's)
        api_hosts = {h for h in self.other_words | self.api_hosts if h.startswith("api.")}
        self.api_vendors = frozenset(
            registered_names(api_hosts) - registered_names(self.service_words) - own - tops
        )

    def decided(self, rel: str, analysis: FileAnalysis) -> list[RawFinding | VersionAssignment]:
        """The file's held-back findings that are the service's."""
        out: list[RawFinding | VersionAssignment] = []
        if analysis.constants or analysis.undecided:
            out += self._held_back(rel, analysis)
        config = analysis.language in DATA_LANGUAGES
        for assignment in analysis.assignments:
            if _fills_own_template(assignment.names, analysis.template_names) or any(
                name in self.template_names
                and (config or analysis.language in self.template_names[name])
                for name in assignment.names
            ):
                out.append(assignment)
        return out

    def own_backend(self, rel: str, analysis: FileAnalysis) -> bool:
        """Is the file the app's own backend code by its path (`src/api/backend/leads.ts`,
        `Services/BackendClient.cs`; `names.own_backend_path`) or another vendor's client
        (`_vendor_client`), and names nothing of the service but bare paths and headers: no
        host of the service, no brand in its names? Its `/contact-lists`, `X-User-Email` and
        `{ error: string }` are the backend's (a committed key there is still a leak: see
        `_engine.scan`)."""
        from callbridge.scanner._names import own_backend_path

        if analysis.service_words or analysis.language in DATA_LANGUAGES:
            return False  # `backend/.env` may hold the service's key
        names = " ".join(analysis.identifiers).lower()
        if not (own_backend_path(rel, self.products) or self._vendor_client(rel)):
            return False
        return not any(product in names for product in self.products)

    def _vendor_client(self, rel: str) -> bool:
        """Does the file's own name or folder name another vendor of the scan, and not the
        service's brand (`go-platform/postwave/client.go`, `integrations/mailwave/client.py`)?
        Such a file is that vendor's client, as the app's own backend's code is the backend's.
        Requiring the vendor's name in the code too cost a held-out corpus three false
        positives and no corpus had the case it guards against (the service's sync code in a
        folder named for the other side, reaching the service through another file's name)."""
        return names_brand(rel, self.api_vendors, levels=2) and not names_brand(rel, self.brands)

    def _held_back(self, rel: str, analysis: FileAnalysis) -> list[RawFinding]:
        """The file's header constants and undecided findings that are the service's."""
        out: list[RawFinding] = []
        # a file read for its path (`integrations/dialwave/errors.py`) or declared in the
        # service's namespace (`namespace dialwave {`) is about the service
        by_brand = names_brand(rel, self.brands) or not self.brands.isdisjoint(
            analysis.namespace_words
        )
        named = None if by_brand else self.products
        sibling = rel in self.helpers
        for raw in analysis.constants:
            others = self.service_uses[raw.constant] - (raw.constant in used_names(analysis))
            if (
                others > 0
                or self._feeds_service_code(raw.constant, analysis)
                or self._decided_around(raw, analysis, named, sibling=sibling)
            ):
                out.append(raw)
        # ... and one whose folder or name names another vendor of the scan
        # (`internal/mailwisp/client.go`) is that vendor's client, whatever names it shares
        # with the service's (a company's own name further up says nothing)
        if named is None or not names_brand(rel, self.vendors, levels=2):
            out += [
                raw
                for raw in analysis.undecided
                if self._decided_around(raw, analysis, named, sibling=sibling)
            ]
        return out

    def _feeds_service_code(self, constant: str, analysis: FileAnalysis) -> bool:
        """Is the constant used by a function or type of its own file that a file talking
        to the service uses (`API_KEY_HEADER` in `default_headers()`, which the client
        calls)?"""
        return any(
            constant in uses
            and name not in GENERIC_TYPE_NAMES
            and self.service_uses[name] - (name in used_names(analysis)) > 0
            for (_, name), uses in zip(analysis.declares, analysis.declared_uses, strict=False)
        )

    def _decided_around(
        self,
        raw: RawFinding,
        analysis: FileAnalysis,
        products: frozenset[str] | None,
        *,
        sibling: bool,
    ) -> bool:
        """Does the code around the finding name the service's product (None: the file's
        path does), or is the declaration before it used by a file that talks to the service
        (other than this one)? A helper for another vendor beside the service's client in one
        module is not the client's. A function's name (`person`, `check`) is evidence only in
        a file beside the client that names nothing else of the service; a type's always."""
        if products is None or products & raw.words:
            return True
        at = bisect_right(analysis.declares, (raw.line, "\uffff")) - 1
        if at < 0:
            return False
        name = analysis.declares[at][1]
        if name in analysis.functions and not sibling:
            return False
        if self.vendor_re is not None:
            from callbridge.scanner._names import is_vendor_name

            if is_vendor_name(name, self.vendor_re):
                return False  # another vendor's client beside the service's (`EnrichmentClient`)
        used = used_names(analysis)
        if self.service_uses[name] - (name in used) > 0:
            return True
        if not sibling:
            return False
        # beside the client, one step further: `apiError` used by `decodeError`, which the
        # client calls; or a method of an error type the client uses, whose top-level block
        # holds the finding (`DialerError::from($res)` in the client, its `userMissing()`
        # called from a controller); not a method of another client it uses (`CrmClient`)
        return any(
            other != name and name in uses and self.service_uses[other] > 0
            for (_, other), uses in zip(analysis.declares, analysis.declared_uses, strict=False)
        ) or any(
            line == raw.top
            and other not in analysis.functions
            and _ERROR_TYPE.search(other) is not None
            and self.service_uses[other] > 0
            for line, other in analysis.declares[:at]
        )


# the name of a type that holds an error (`DialerError`, `RinglaneApiException`)
_ERROR_TYPE = re.compile(r"(?:Error|Exception|Failure|Fault|Problem)$")


def _fills_own_template(names: frozenset[str], templates: frozenset[str]) -> bool:
    """Does a version setting fill a base-path template of its own file: by its name
    (`API_VERSION` in `.../api/public/{API_VERSION}`), or as the file's one kind of version
    when the template's placeholder is only `{version}` (`API_VERSION = "v1"` beside
    `PATH_TEMPLATE = "/api/public/{version}"`)?"""
    if names & templates:
        return True
    return bool(templates & GENERIC_VERSION_NAMES) and any(
        name.endswith(("version", "apiver")) for name in names
    )


def used_names(analysis: FileAnalysis) -> frozenset[str]:
    """The names a file uses, not counting those it declares: a function defined in two
    files (`isRetryable` in the service's namespace and in another's) is used by neither."""
    if not analysis.declares:
        return analysis.identifiers
    return analysis.identifiers - {name for _, name in analysis.declares}


def names_brand(rel: str, brands: frozenset[str], levels: int = 3) -> bool:
    """Does the file's path name one of `brands` (see `path_words`)?"""
    from callbridge.scanner._names import path_words

    return bool(brands) and not brands.isdisjoint(path_words(rel, levels))


def own_words(root: Path) -> frozenset[str]:
    """The lowercased words of the scan root's directory name."""
    name = root.name if root.is_dir() else root.parent.name
    return frozenset(re.findall(r"[a-z]{4,}", name.lower()))


def top_words(outcomes: list[FileOutcome]) -> frozenset[str]:
    """The lowercased words of the folders at the top of the scan (its repositories, in a
    scan of several): the company's names, not another vendor's."""
    tops = {rel.partition("/")[0] for rel, *_ in outcomes if "/" in rel}
    return frozenset(word for top in tops for word in re.findall(r"[a-z]{4,}", top.lower()))
