"""A faster ``__init__`` for frozen, slotted dataclasses built on every reading.

A frozen dataclass's generated ``__init__`` sets each field through ``object.__setattr__``
(a lookup of the name on the type per field). ``fast_init(cls)`` gives the class an
``__init__`` with the same signature and defaults that sets each slot through its member
descriptor directly, then calls ``__post_init__`` when the class has one: the same instance
(equal, hashable, frozen afterwards, same repr), at about half the cost. Readers build many
small frozen pieces (clauses, rate phrases, relations) per text.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ParamSpec, TypeVar

T = TypeVar("T")
P = ParamSpec("P")


def fast_init(cls: type[T]) -> type[T]:
    """Replace the dataclass ``__init__`` of ``cls`` (frozen, slotted, no ``InitVar``, no
    ``default_factory``, every field in ``__init__``) by a descriptor-setting one.

    A native dataclass of the compiled build (``native``) gets the same: mypyc leaves the
    dataclass-generated ``__init__`` interpreted (one ``object.__setattr__`` per field of a
    frozen class), and its attributes are descriptors with a ``__set__`` as slots are. Call it
    as a statement after the class (``fast_init(Cls)``), not as a decorator: mypyc 2.4.1
    compiles ``==`` between instances of a dataclass with another class decorator as ``is``."""
    is_native = native(cls)
    if is_native and "__dataclass_fields__" not in cls.__dict__:
        return cls
    params = _params(cls)
    if len(cls.__dict__["__dataclass_fields__"]) != len(params):
        raise TypeError(f"{cls.__name__} has ClassVar or InitVar pseudo-fields")
    frozen = cls.__dict__["__dataclass_params__"].frozen
    if not frozen or ("__slots__" not in cls.__dict__ and not is_native):
        raise TypeError(f"{cls.__name__} is not a frozen, slotted dataclass")
    names = [f.name for f in dataclasses.fields(cls)]  # type: ignore[arg-type]
    namespace: dict[str, Any] = {"_defaults": {}}
    args: list[str] = []
    body: list[str] = []
    for i, (name, default) in enumerate(params):
        namespace[f"_set{i}"] = cls.__dict__[name].__set__
        if default is dataclasses.MISSING:
            args.append(name)
        else:
            namespace["_defaults"][name] = default
            namespace[f"_d{i}"] = default
            args.append(f"{name}=_d{i}")
        body.append(f"    _set{i}(self, {name})")
    if names != [n for n, _ in params]:
        raise TypeError(f"{cls.__name__}: every field must be an __init__ parameter")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    source = f"def __init__(self, {', '.join(args)}) -> None:\n" + "\n".join(body) + "\n"
    exec(source, namespace)
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__doc__ = "Set every slot directly (``mathcore.fastinit``), then ``__post_init__``."
    cls.__init__ = init  # type: ignore[method-assign]
    return cls


def native(cls: type[Any]) -> bool:
    """Whether ``cls`` is a native class of the compiled build (mypyc; setup.py): its own
    constructor already stores each field directly, and it has no slots to fill through a
    twin, so ``fast_init`` and ``fast_new`` leave it as it is.

    The one test every interpreted-build device asks at import (``text.tokens``,
    ``organs.story.lexemes``, ``packs.loader``): a twin, ``__class__`` move or slot setter
    where it is False; the plain constructor, which the compiled build makes fast, where it
    is True."""
    return "__mypyc_attrs__" in cls.__dict__


def _params(cls: type[Any]) -> list[tuple[str, Any]]:
    """``(name, default or MISSING)`` of every field, in order; refuses what is not plain."""
    out: list[tuple[str, Any]] = []
    for f in dataclasses.fields(cls):
        if not f.init or f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: only plain fields are supported")
        out.append((f.name, f.default))
    return out


def fast_new(cls: Callable[P, T]) -> Callable[P, T]:
    """A function with the signature of ``cls(...)`` (a frozen, slotted dataclass, as for
    ``fast_init``) that builds the same instance at about half the cost again: it fills an
    unfrozen twin class with the same slots by plain attribute stores, moves the object to
    ``cls`` (``__class__`` assignment, allowed between types of the same layout) and then
    runs ``__post_init__``. For the few classes a reading builds many times.

    For a native dataclass of the compiled build (``native``), which no twin can become, the
    function allocates the instance with ``cls.__new__`` and sets each field through its
    descriptor (as ``fast_init`` does): not the class call, whose ``__init__`` is the
    interpreted dataclass one."""
    if not isinstance(cls, type):
        raise TypeError(f"{cls!r} is not a class")
    if native(cls):
        if "__dataclass_fields__" not in cls.__dict__:
            return cls
        return _native_new(cls)
    params = _params(cls)
    if not cls.__dict__["__dataclass_params__"].frozen or "__slots__" not in cls.__dict__:
        raise TypeError(f"{cls.__name__} is not a frozen, slotted dataclass")
    slots = tuple(cls.__dict__["__slots__"])
    if slots != tuple(n for n, _ in params):
        raise TypeError(f"{cls.__name__}: every slot must be an __init__ parameter")
    if any(n in ("o", "_Twin", "_Cls") or n.startswith("_d") for n in slots):
        raise TypeError(f"{cls.__name__}: a field name clashes with the builder's names")
    twin = type(f"_{cls.__name__}Build", (), {"__slots__": slots, "__module__": __name__})
    namespace: dict[str, Any] = {"_Twin": twin, "_Cls": cls}
    args: list[str] = []
    for i, (name, default) in enumerate(params):
        if default is dataclasses.MISSING:
            args.append(name)
        else:
            namespace[f"_d{i}"] = default
            args.append(f"{name}=_d{i}")
    body = [f"    o.{name} = {name}" for name, _ in params]
    body.append("    o.__class__ = _Cls")
    if hasattr(cls, "__post_init__"):
        body.append("    o.__post_init__()")
    body.append("    return o")
    source = f"def new({', '.join(args)}):\n    o = _Twin()\n" + "\n".join(body) + "\n"
    exec(source, namespace)
    new: Callable[P, T] = namespace["new"]
    new.__qualname__ = new.__name__ = f"new_{cls.__name__}"
    new.__doc__ = f"``{cls.__name__}(...)``, built through a twin (``mathcore.fastinit.fast_new``)."
    return new


def _native_new(cls: type[T]) -> Callable[..., T]:
    """``fast_new`` for a native dataclass: ``cls.__new__``, then each field's descriptor."""
    params = _params(cls)
    if not cls.__dict__["__dataclass_params__"].frozen:
        raise TypeError(f"{cls.__name__} is not a frozen dataclass")
    if len(cls.__dict__["__dataclass_fields__"]) != len(params):
        raise TypeError(f"{cls.__name__} has ClassVar or InitVar pseudo-fields")
    names = [n for n, _ in params]
    if any(n in ("o", "_new", "_Cls") or n.startswith(("_d", "_s")) for n in names):
        raise TypeError(f"{cls.__name__}: a field name clashes with the builder's names")
    namespace: dict[str, Any] = {"_new": cls.__new__, "_Cls": cls}
    args: list[str] = []
    body: list[str] = []
    for i, (name, default) in enumerate(params):
        namespace[f"_s{i}"] = cls.__dict__[name].__set__
        if default is dataclasses.MISSING:
            args.append(name)
        else:
            namespace[f"_d{i}"] = default
            args.append(f"{name}=_d{i}")
        body.append(f"    _s{i}(o, {name})")
    if hasattr(cls, "__post_init__"):
        body.append("    o.__post_init__()")
    body.append("    return o")
    source = f"def new({', '.join(args)}):\n    o = _new(_Cls)\n" + "\n".join(body) + "\n"
    exec(source, namespace)
    new: Callable[..., T] = namespace["new"]
    new.__qualname__ = new.__name__ = f"new_{cls.__name__}"
    new.__doc__ = f"``{cls.__name__}(...)``, set field by field (``mathcore.fastinit.fast_new``)."
    return new
