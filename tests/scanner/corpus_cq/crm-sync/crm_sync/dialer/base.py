from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Iterable


@dataclass
class Lead:
    phone: str
    first_name: str
    last_name: str
    sf_id: str


class DialerAdapter(ABC):
    """Vendor-neutral contract. Every dialer we've used since 2019 sits behind this."""

    @abstractmethod
    def create_list(self, name: str) -> str: ...

    @abstractmethod
    def add_leads(self, list_id: str, leads: Iterable[Lead]) -> int: ...

    @abstractmethod
    def remove_lead(self, list_id: str, phone: str) -> None: ...

    @abstractmethod
    def delete_list(self, list_id: str) -> None: ...
