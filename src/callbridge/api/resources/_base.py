"""One definition per API call, run by the sync client and by the async one.

A call is written once, as a method that describes its HTTP exchange: it returns an
`Operation` (method, path, body, the model of the answer). `@endpoint` turns that method
into the method users call: on `Client` and its resources it runs the operation and returns
the model, on `AsyncClient` and its resources it returns an awaitable of it. So the two
surfaces cannot drift apart, and the request logic of each call exists once. Only what is
more than one request (iterators, the change-feed poll) is written per face.

`namespace(Sync, Async)` does the same for the resource attributes of a client
(`client.lists`): one declaration, the sync or async resource class by the client's kind.
"""

from __future__ import annotations

import inspect
from collections.abc import Awaitable, Callable
from typing import Any, Concatenate, Generic, ParamSpec, TypeVar, overload
from urllib.parse import quote

from pydantic import BaseModel

from callbridge.api._pipeline import Operation

__all__ = [
    "AsyncResource",
    "AsyncRunner",
    "Resource",
    "SyncResource",
    "SyncRunner",
    "endpoint",
    "namespace",
    "segment",
]

P = ParamSpec("P")
M = TypeVar("M", bound=BaseModel)
S = TypeVar("S")
A = TypeVar("A")


class SyncRunner:
    """Runs an operation to its result, blocking: `Client` and its resources."""

    def _run(self, op: Operation[Any]) -> Any:
        raise NotImplementedError


class AsyncRunner:
    """Runs an operation to its result, awaited: `AsyncClient` and its resources."""

    async def _run(self, op: Operation[Any]) -> Any:
        raise NotImplementedError


class Resource:
    """One area of the API (`client.lists`); it runs its operations through its client."""

    def __init__(self, client: Any) -> None:
        self._client = client


class SyncResource(Resource, SyncRunner):
    def _run(self, op: Operation[Any]) -> Any:
        return self._client._run(op)


class AsyncResource(Resource, AsyncRunner):
    async def _run(self, op: Operation[Any]) -> Any:
        return await self._client._run(op)


class endpoint(Generic[P, M]):
    """A method that returns an Operation, served as the call itself (see the module doc)."""

    def __init__(self, build: Callable[Concatenate[Any, P], Operation[M]]) -> None:
        self._build = build
        self._name = build.__name__
        self.__doc__ = build.__doc__
        this, *params = inspect.signature(build).parameters.values()
        self._signature = inspect.Signature(params)  # as called on a client or resource
        self.__signature__ = inspect.Signature([this, *params])  # as called on the class

    def __call__(self, runner: Any, /, *args: Any, **kwargs: Any) -> Any:
        """`Lists.create(lists, ...)`: called on the class, like a plain method."""
        return self.__get__(runner, type(runner))(*args, **kwargs)

    def __repr__(self) -> str:
        return f"<endpoint {self._name}{self._signature}>"

    def __set_name__(self, owner: type[Any], name: str) -> None:
        self._name = name

    @overload
    def __get__(self, obj: None, owner: type[Any]) -> endpoint[P, M]: ...
    @overload
    def __get__(self, obj: SyncRunner, owner: type[Any]) -> Callable[P, M]: ...
    @overload
    def __get__(self, obj: AsyncRunner, owner: type[Any]) -> Callable[P, Awaitable[M]]: ...
    def __get__(self, obj: object, owner: type[Any]) -> Any:
        if obj is None:
            return self
        if isinstance(obj, AsyncRunner):
            call = _async_call(obj, self._build)
        elif isinstance(obj, SyncRunner):
            call = _sync_call(obj, self._build)
        else:
            raise TypeError(f"{type(obj).__name__} cannot run operations")
        call.__name__ = call.__qualname__ = self._name
        call.__doc__ = self.__doc__
        call.__signature__ = self._signature  # type: ignore[attr-defined]
        vars(obj)[self._name] = call  # later lookups find it directly
        return call


def _sync_call(runner: SyncRunner, build: Callable[..., Operation[Any]]) -> Callable[..., Any]:
    def call(*args: Any, **kwargs: Any) -> Any:
        return runner._run(build(runner, *args, **kwargs))

    return call


def _async_call(runner: AsyncRunner, build: Callable[..., Operation[Any]]) -> Callable[..., Any]:
    async def call(*args: Any, **kwargs: Any) -> Any:
        return await runner._run(build(runner, *args, **kwargs))

    return call


class namespace(Generic[S, A]):
    """A client attribute that is the sync or the async resource class, made on first use."""

    def __init__(self, sync: Callable[[Any], S], asynchronous: Callable[[Any], A]) -> None:
        self._sync = sync
        self._async = asynchronous
        self._name = ""

    def __set_name__(self, owner: type[Any], name: str) -> None:
        self._name = name

    @overload
    def __get__(self, obj: None, owner: type[Any]) -> namespace[S, A]: ...
    @overload
    def __get__(self, obj: SyncRunner, owner: type[Any]) -> S: ...
    @overload
    def __get__(self, obj: AsyncRunner, owner: type[Any]) -> A: ...
    def __get__(self, obj: object, owner: type[Any]) -> Any:
        if obj is None:
            return self
        resource = self._async(obj) if isinstance(obj, AsyncRunner) else self._sync(obj)
        vars(obj)[self._name] = resource
        return resource


def segment(value: object) -> str:
    """One path segment: ids are formatted, strings (callSid, UUIDs) percent-encoded whole."""
    if isinstance(value, bool):
        raise TypeError("a path id cannot be a bool")
    return quote(str(value), safe="")
