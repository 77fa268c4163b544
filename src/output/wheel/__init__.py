"""The tilecat catalog of Carcassonne tiles as typed records.

Every expansion and every tile, each sorted by id, as tilecat's JSON catalog holds them: plain
dictionaries typed with ``TypedDict``, read from the catalog that ships in this package. The
records are shared between calls: copy one before changing it.

>>> import tilecat_data
>>> tilecat_data.tile("flier-A")["letter"]
'A'
"""

import json
from functools import cache
from importlib import resources
from typing import Final, Literal, NotRequired, TypedDict

__all__ = [
    "DATA_VERSION",
    "FORMAT_VERSION",
    "Catalog",
    "Die",
    "Direction",
    "EdgeKind",
    "EdgePosition",
    "Edges",
    "Edition",
    "Expansion",
    "Feature",
    "FeatureEnd",
    "FeatureKind",
    "Flier",
    "Illustration",
    "IllustrationKind",
    "Marker",
    "MarkerKind",
    "Symbol",
    "Tile",
    "TileRequirement",
    "catalog",
    "expansion",
    "expansions",
    "tile",
    "tiles",
]

DATA_VERSION: Final[str] = @DATA_VERSION@
"""The version of the tile data (SemVer)."""

FORMAT_VERSION: Final[str] = @FORMAT_VERSION@
"""The version of the records' layout (SemVer): a new major version when a key goes away or
changes meaning."""

__version__: Final[str] = @VERSION@

EdgeKind = Literal[@EDGE_KINDS@]
"""What meets a side of a tile."""

Direction = Literal[@DIRECTIONS@]
"""A direction from the tile centre, on the tile as printed."""

EdgePosition = Literal[@EDGE_POSITIONS@]
"""A position along a tile's edge: a side's centre, or (seen from the tile centre) its left or
right half."""

FeatureKind = Literal[@FEATURE_KINDS@]
"""What kind of feature a feature is."""

FeatureEnd = Literal[@FEATURE_ENDS@]
"""What a road or a river ends at on its own."""

MarkerKind = Literal[@MARKER_KINDS@]
"""What a marker is."""

IllustrationKind = Literal[@ILLUSTRATION_KINDS@]
"""What an illustration shows."""

TileRequirement = Literal[@TILE_REQUIREMENTS@]
"""A fact an expansion states about its tiles."""


class Edition(TypedDict):
    """One printing of an expansion."""

    id: str
    """The edition's short name, unique within its expansion, such as ``C3``."""
    year: int
    """The year the edition was published."""
    tiles: int
    """How many land tiles the edition's box holds."""


class Die(TypedDict):
    """A die that comes with an expansion."""

    faces: list[int]
    """The number on each face."""


class Symbol(TypedDict):
    """The mark printed on each tile of an expansion."""

    description: str
    """What the mark shows, in words."""
    corner: Direction
    """The corner of the tile the mark is printed in."""


class Expansion(TypedDict):
    """An expansion, or the base game."""

    id: str
    """Identifier unique across the catalog, such as ``flier``."""
    name: str
    """The expansion's name in English, such as ``The Flier``."""
    editions: list[Edition]
    """The editions it was printed in, oldest first."""
    die: NotRequired[Die]
    """The die that comes with it; absent when there is none."""
    symbol: NotRequired[Symbol]
    """The mark printed on its tiles; absent when there is none."""
    requires: NotRequired[list[TileRequirement]]
    """What it states about its tiles; absent when nothing."""


Edges = TypedDict("Edges", {"N": EdgeKind, "E": EdgeKind, "S": EdgeKind, "W": EdgeKind})
"""What meets each side of a tile as printed."""


class Feature(TypedDict):
    """A feature of a tile: a claimable one or a river."""

    kind: FeatureKind
    """What kind of feature it is."""
    id: str
    """Identifier of the feature on its tile, such as ``road``."""
    edges: list[EdgePosition]
    """The edge positions it occupies; empty for a feature inside the tile, such as a garden."""
    pennants: NotRequired[int]
    """For a city: the number of pennants printed in it."""
    semicircular: NotRequired[Literal[False]]
    """For a city that is no semi-circular segment: ``False``; absent otherwise."""
    cities: NotRequired[list[str]]
    """For a field: the ids of the cities of its tile that it borders."""
    end: NotRequired[FeatureEnd]
    """For a road or a river that ends at a thing of its own: that end."""
    under: NotRequired[str]
    """For a feature that passes under another of its tile: that feature's id."""
    shape: list[list[list[float]]]
    """The area it covers, in tile units (``[x, y]``, 0 to 1, x to the east and y to the
    south): closed rings of points, a point inside when it lies inside an odd number of them."""
    spot: list[float]
    """Where a meeple stands on it, in tile units: ``[x, y]``."""


class Flier(TypedDict):
    """The flying machine printed on a tile."""

    direction: Direction
    """The direction its arrow points in."""


class Illustration(TypedDict):
    """A picture printed on a tile with no rules effect of its own."""

    kind: IllustrationKind
    """What it shows."""
    field: str
    """The id of the field it stands in."""
    placement: NotRequired[Direction]
    """Where it sits, as a direction from the tile centre; absent for the middle of its field."""


class Marker(TypedDict):
    """What an expansion prints on a tile besides its features."""

    kind: MarkerKind
    """What the marker is."""
    feature: NotRequired[str]
    """The id of the feature it stands on; absent for a marker the tile shows."""
    placement: NotRequired[Direction]
    """Where its picture sits, as a direction from the tile centre."""
    points: NotRequired[int]
    """For ``extra-points``: the points it adds."""


class Tile(TypedDict):
    """One land tile in its printed orientation."""

    id: str
    """Identifier unique across the catalog, such as ``flier-A``."""
    expansion: str
    """The id of the expansion it belongs to."""
    letter: str
    """The letter printed on it in the edition's rules."""
    edges: Edges
    """What meets each side."""
    features: list[Feature]
    """Its features, in the order its data file lists them."""
    flier: NotRequired[Flier]
    """The flying machine printed on it; absent when there is none."""
    illustrations: list[Illustration]
    """Pictures printed on it with no rules effect of their own."""
    markers: NotRequired[list[Marker]]
    """What an expansion prints on it besides its features; absent when nothing."""
    counts: dict[str, int]
    """How many copies of it each edition of its expansion holds, by edition id."""
    start: NotRequired[bool]
    """``True`` when one of its copies is the start tile, dealt first; absent otherwise."""


class Catalog(TypedDict):
    """The whole catalog: every expansion and every tile, each sorted by id."""

    version: int
    """The version of the catalog document's layout."""
    expansions: list[Expansion]
    """The expansions, sorted by id."""
    tiles: list[Tile]
    """The tiles of all expansions, sorted by id."""


@cache
def catalog() -> Catalog:
    """The whole catalog, read once from the package's ``catalog.json``."""
    text = resources.files("tilecat_data").joinpath("catalog.json").read_text(encoding="utf-8")
    read: Catalog = json.loads(text)
    return read


def expansions() -> list[Expansion]:
    """Every expansion, sorted by id."""
    return list(catalog()["expansions"])


def expansion(id: str) -> Expansion:
    """The expansion with the id ``id``; ``KeyError`` when there is none."""
    for found in catalog()["expansions"]:
        if found["id"] == id:
            return found
    raise KeyError(id)


def tiles(expansion: str | None = None) -> list[Tile]:
    """Every tile, sorted by id; with ``expansion``, that expansion's tiles alone."""
    return [found for found in catalog()["tiles"] if expansion in (None, found["expansion"])]


def tile(id: str) -> Tile:
    """The tile with the id ``id``, such as ``flier-A``; ``KeyError`` when there is none."""
    for found in catalog()["tiles"]:
        if found["id"] == id:
            return found
    raise KeyError(id)
